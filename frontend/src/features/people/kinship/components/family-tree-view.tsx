import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { Person } from '../../api/types'
import { personName } from '@/lib/person-name'
import { useRelatives } from '../api/get-relatives'
import type { Relative } from '../api/types'
import { textRelatives } from '../lib/text-relatives'

import { WholeFamily } from './whole-family'

interface Props {
  person: Person
  /** Opens a linked relative's profile. */
  onOpenPerson: (id: number) => void
}

/**
 * The profile's Family Tree: parents, then siblings beside the person (marked '(You)') and spouses, then
 * children. Linked relatives are buttons that open their profile, typed names plain text (shown from the
 * record at once, the links as soon as they load). 'Whole family' draws three generations up and down.
 */
export function FamilyTreeView({ person, onOpenPerson }: Props) {
  const { t } = useTranslation('kinship')
  const { t: fieldLabel } = useTranslation('person-fields')
  const [view, setView] = useState<'close' | 'whole'>('close')
  const loaded = useRelatives(person.id)
  const family = loaded.data ?? textRelatives(person.family_tree)
  const name = personName(person, 'short')

  const box = (label: string, relative: Relative | null, highlight = false) => (
    <Box key={`${label}-${relative?.id ?? relative?.name ?? 'none'}`} label={label} highlight={highlight}>
      <RelativeName relative={relative} onOpen={onOpenPerson} none={t('tree.none')} />
    </Box>
  )

  return (
    <section aria-labelledby="family-tree-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="family-tree-title" className="font-semibold text-brand-900">
          {t('tree.title')}
        </h3>
        <div role="group" aria-label={t('tree.views')} className="flex gap-1 print:hidden">
          {(['close', 'whole'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={view === choice}
              onClick={() => setView(choice)}
              className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${
                view === choice ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
              }`}
            >
              {t(`tree.${choice}`)}
            </button>
          ))}
        </div>
      </div>
      {view === 'whole' ? (
        <WholeFamily personId={person.id} name={name} onOpenPerson={onOpenPerson} />
      ) : (
        <div className="rounded-xl bg-stone-50 p-4">
          <Row>
            {box(fieldLabel('father'), family.father)}
            {box(fieldLabel('mother'), family.mother)}
          </Row>
          <Connector />
          <Row>
            {family.siblings.length === 0 ? (
              <Box label={fieldLabel('siblings')}>
                <span className="text-stone-500">{t('tree.noSiblings')}</span>
              </Box>
            ) : (
              family.siblings.map((sibling) => box(sibling.half ? t('tree.halfSibling') : t('tree.sibling'), sibling))
            )}
            <Box label={t('tree.person')} highlight>
              {t('tree.you', { name })}
            </Box>
            {family.spouses.length === 0
              ? box(fieldLabel('spouse'), null)
              : family.spouses.map((spouse) => box(fieldLabel('spouse'), spouse))}
          </Row>
          <Connector />
          <Row>
            {family.children.length === 0 ? (
              <Box label={fieldLabel('children')}>
                <span className="text-stone-500">{t('tree.noChildren')}</span>
              </Box>
            ) : (
              family.children.map((child) => box(t('tree.child'), child))
            )}
          </Row>
        </div>
      )}
    </section>
  )
}

/** A linked relative as a button opening their profile; a typed name as text; nobody as N/A. */
function RelativeName({ relative, onOpen, none }: { relative: Relative | null; onOpen: (id: number) => void; none: string }) {
  if (!relative) return <>{none}</>
  if (!('first_name' in relative)) return <>{relative.name}</>
  const name = personName(relative, 'display')
  return (
    <>
      <button
        type="button"
        onClick={() => onOpen(relative.id)}
        className="min-h-11 w-full rounded-md px-1 font-medium text-brand-800 underline decoration-brand-300 underline-offset-2 hover:bg-brand-100"
      >
        {name}
      </button>
      {/* Paper has no buttons (the printed profile hides them): the name as text. */}
      <span className="hidden print:inline">{name}</span>
    </>
  )
}

function Box({ label, children, highlight = false }: { label: string; children: ReactNode; highlight?: boolean }) {
  return (
    <div
      className={`min-w-32 rounded-xl border px-3 py-2 text-center text-sm ${
        highlight ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900' : 'border-stone-200 bg-white'
      }`}
    >
      <span className="block text-[11px] uppercase tracking-wide text-stone-500">{label}</span>
      {children}
    </div>
  )
}

function Connector() {
  return <div aria-hidden="true" className="mx-auto h-4 w-px bg-stone-300" />
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-stretch justify-center gap-3">{children}</div>
}
