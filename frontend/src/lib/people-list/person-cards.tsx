import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { EmptyCards } from '@/components/ui/empty-list'
import { FallbackImage } from '@/components/ui/fallback-image'
import type { components } from '@/lib/api/schema'
import { formatLongDate } from '@/lib/long-date'
import { useMediaQuery } from '@/lib/use-media-query'

import { FLAG_COLUMNS } from './flags'

type Person = components['schemas']['PersonOut']

/** Below this width both lists show one card per person instead of their wide tables. */
export const PHONE_QUERY = '(max-width: 639.98px)'

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY)
}

interface Props {
  people: readonly Person[]
  loading: boolean
  /** Shown instead of the cards when there are no people. */
  emptyText: string
  /** The person's name as the list writes it (a button, or numbered text). */
  name: (person: Person, index: number) => ReactNode
  /** The accessible name of a card. */
  label: (person: Person) => string
  actions: (person: Person) => ReactNode
}

/** A list on a phone: per person the photo, name, middle name, birth date, age, gender, barangay, tribe, the flags as badges and the actions. */
export function PersonCards({ people, loading, emptyText, name, label, actions }: Props) {
  const { t, i18n } = useTranslation('lists')
  const { t: fieldLabel } = useTranslation('person-fields')
  if (people.length === 0) {
    return <EmptyCards loading={loading} text={emptyText} />
  }
  return (
    <ul aria-label={t('people')} aria-busy={loading} className={`space-y-3 ${loading ? 'opacity-60' : ''}`}>
      {people.map((person, index) => (
        <li key={person.id} aria-label={label(person)} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <FallbackImage src={person.thumb_url} alt={t('photoOf', { label: label(person) })} loading="lazy" className="h-12 w-12 shrink-0 rounded-full" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="font-medium break-words text-stone-900">{name(person, index)}</div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
                {/* Middle name and birth date tell apart two people of one name (two "Abad, Emmanuel" cards). */}
                <Detail term={t('middleName')} value={person.middle_name} />
                <Detail term={t('birthdate')} value={person.date_of_birth && formatLongDate(person.date_of_birth, i18n.language)} />
                <Detail term={fieldLabel('age')} value={person.age} />
                <Detail term={fieldLabel('gender')} value={person.gender} />
                <Detail term={fieldLabel('barangay')} value={person.barangay} />
                <Detail term={fieldLabel('lineage')} value={person.lineage} />
              </dl>
              <div className="flex flex-wrap gap-1.5 pt-1">
                {FLAG_COLUMNS.filter(({ flag }) => person.flags[flag]).map(({ flag, badge }) => (
                  <Badge key={flag}>{badge}</Badge>
                ))}
              </div>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">{actions(person)}</div>
        </li>
      ))}
    </ul>
  )
}

function Detail({ term, value }: { term: string; value: string | number | null | undefined }) {
  const { t } = useTranslation('lists')
  const text = value === null || value === undefined || String(value).trim() === '' ? t('na') : String(value)
  return (
    <>
      <dt className="text-stone-500">{term}</dt>
      <dd className="min-w-0 break-words">{text}</dd>
    </>
  )
}
