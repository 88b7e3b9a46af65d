import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { LoadError } from '@/components/ui/load-error'
import { PrintButton } from '@/components/ui/print-button'
import { SelectField } from '@/components/ui/select-field'
import { TextLink } from '@/components/ui/text-link'
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n'

import { useIncident } from './api/get-incident'
import { NpcLetter, PeopleLetter } from './components/letters'

const LETTER_LANGUAGES = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))

/** An incident's letter, filled from it, in English or Filipino, to print: to the NPC or to the people affected. */
export default function LetterPage() {
  const { t, i18n } = useTranslation('admin-incidents')
  const params = useParams()
  const id = Number(params.id)
  const kind = params.kind === 'people' ? 'people' : 'npc'
  const incident = useIncident(id)
  const [language, setLanguage] = useState(i18n.language === 'fil' ? 'fil' : 'en')
  const letterT = i18n.getFixedT(language, 'admin-incidents')
  const Letter = kind === 'npc' ? NpcLetter : PeopleLetter
  return (
    <div className="mx-auto max-w-[210mm] space-y-4">
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        <TextLink to={`/admin/incidents/${id}`}>{t('letter.back')}</TextLink>
        <SelectField label={t('letter.language')} options={LETTER_LANGUAGES} value={language} onChange={(event) => setLanguage(event.target.value)} />
        <PrintButton label={t('letter.print')} />
      </div>
      {incident.isError && <LoadError what={t('loadWhat')} error={incident.error} onRetry={() => void incident.refetch()} />}
      {incident.isPending && <p role="status">{t('loading')}</p>}
      {incident.data && <Letter incident={incident.data} t={letterT} language={language} />}
    </div>
  )
}
