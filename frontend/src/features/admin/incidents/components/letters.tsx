import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'

import { formatLongDateTime } from '@/lib/audit/format'

import type { Incident } from '../api/get-incident'

export interface LetterProps {
  incident: Incident
  /** The letter's words, in the letter's own language (not necessarily the interface's). */
  t: TFunction
  language: string
}

/** 'Catanauan, Quezon'. */
const placeOf = (incident: Incident) => (incident.province ? `${incident.municipality}, ${incident.province}` : incident.municipality)

function natureOf({ incident, t }: LetterProps): string {
  return incident.nature === 'other' && incident.nature_other ? incident.nature_other : t(`nature.${incident.nature}`)
}

function dataOf({ incident, t }: LetterProps): string {
  return incident.data_categories.map((c) => (c === 'other' && incident.data_other ? incident.data_other : t(`data.${c}`))).join(', ')
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="font-semibold">{heading}</h3>
      <div className="whitespace-pre-line">{children}</div>
    </section>
  )
}

function Heading({ incident, t, language, title }: LetterProps & { title: string }) {
  return (
    <header className="space-y-1 border-b border-stone-300 pb-3">
      <p className="text-sm text-stone-700">{t('letter.office', { place: placeOf(incident) })}</p>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-sm">{formatLongDateTime(new Date().toISOString(), language)}</p>
    </header>
  )
}

/** The notification to the National Privacy Commission (NPC Circular 16-03): the breach, the data, the people, the measures, the DPO. */
export function NpcLetter(props: LetterProps) {
  const { incident, t, language } = props
  const when = formatLongDateTime(incident.discovered_at, language)
  return (
    <article lang={language} className="space-y-4 leading-relaxed">
      <Heading {...props} title={t('letter.npc.title')} />
      <p>{t('letter.npc.to')}</p>
      <p className="font-semibold">{t('letter.npc.subject', { when })}</p>
      <p>{t('letter.npc.opening', { place: placeOf(incident) })}</p>
      <Part heading={t('letter.npc.nature')}>
        {natureOf(props)}. {t('letter.discovered', { when })}
        {'\n'}
        {incident.description}
      </Part>
      <Part heading={t('letter.npc.data')}>{dataOf(props)}</Part>
      <Part heading={t('letter.npc.people')}>{t('letter.npc.peopleCount', { count: incident.people_count })}</Part>
      <Part heading={t('letter.npc.measures')}>{incident.measures}</Part>
      <Part heading={t('letter.npc.contact')}>{incident.dpo_contact}</Part>
      <p className="pt-6">{t('letter.npc.closing')}</p>
    </article>
  )
}

/** The notification to the people affected: what happened, what data, what the office did, what they can do, whom to contact. */
export function PeopleLetter(props: LetterProps) {
  const { incident, t, language } = props
  return (
    <article lang={language} className="space-y-4 leading-relaxed">
      <Heading {...props} title={t('letter.people.title')} />
      <p>{t('letter.people.greeting')}</p>
      <p>{t('letter.people.opening', { place: placeOf(incident) })}</p>
      <Part heading={t('letter.people.happened')}>
        {natureOf(props)}. {t('letter.discovered', { when: formatLongDateTime(incident.discovered_at, language) })}
        {'\n'}
        {incident.description}
      </Part>
      <Part heading={t('letter.people.data')}>{dataOf(props)}</Part>
      <Part heading={t('letter.people.done')}>{incident.measures}</Part>
      <Part heading={t('letter.people.can')}>{t('letter.people.canText')}</Part>
      <Part heading={t('letter.people.contact')}>{incident.dpo_contact}</Part>
      <p className="pt-6">{t('letter.people.closing')}</p>
    </article>
  )
}
