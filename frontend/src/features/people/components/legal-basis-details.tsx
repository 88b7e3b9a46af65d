import { useTranslation } from 'react-i18next'

import type { Person } from '../api/types'
import { formatIsoDate } from '../lib/format'

/** The profile's legal basis of processing: the basis, and a consent's day and its withdrawal's, each with who recorded it. */
export function LegalBasisDetails({ person }: { person: Person }) {
  const { t } = useTranslation('privacy-basis')
  const who = (name: string | null) => name ?? t('profile.someone')
  const lines = [
    person.consent_date && t('profile.consent_given', { date: formatIsoDate(person.consent_date), name: who(person.consent_recorded_by_name) }),
    person.consent_withdrawn_on &&
      t('profile.consent_withdrawn', { date: formatIsoDate(person.consent_withdrawn_on), name: who(person.withdrawal_recorded_by_name) }),
  ].filter(Boolean)
  return (
    <dl className="text-sm">
      <div className="flex flex-wrap gap-x-2">
        <dt className="w-40 shrink-0 font-medium text-stone-600">{t('profile.title')}</dt>
        <dd className="text-stone-900">
          <span>{t(`basis_short.${person.legal_basis ?? 'none'}`)}</span>
          {lines.map((line) => (
            <span key={line} className="block text-stone-700">
              {line}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  )
}
