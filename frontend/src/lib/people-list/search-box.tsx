import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { FallbackImage } from '@/components/ui/fallback-image'
import { Highlight } from '@/components/ui/highlight'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { type NameSuggestion, usePeopleSuggestions } from '@/lib/api/people-suggestions'

interface Props {
  id: string
  placeholder: string
  value: string
  onChange: (text: string) => void
  /** The settled text: what the suggestions are for. */
  term: string
  /** Enter with no suggestion highlighted: search the typed text now. */
  onSearchNow: () => void
  onPickName: (person: NameSuggestion) => void
  onPickBarangay: (barangay: string) => void
  /** The master list shows each suggested person's age too. */
  showAge?: boolean
  className?: string
}

/** A list's search: up to 6 names and 4 barangays suggested, each with a type badge; arrows, Enter and Escape work. */
export function PeopleListSearch({ id, placeholder, value, onChange, term, onSearchNow, onPickName, onPickBarangay, showAge = false, className = 'w-full sm:w-80' }: Props) {
  const { t } = useTranslation('lists')
  const { t: fieldLabel } = useTranslation('person-fields')
  const { items, state } = usePeopleSuggestions(term, value)

  return (
    <SearchCombobox
      id={id}
      label={t('search')}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      items={items}
      state={state}
      getKey={(item) => item.key}
      onPick={(item) => (item.kind === 'name' ? onPickName(item.person) : onPickBarangay(item.barangay))}
      onEnter={onSearchNow}
      listLabel={t('searchSuggestions')}
      className={className}
      listClassName="sm:w-96"
    >
      {(item) =>
        item.kind === 'name' ? (
          <span className="flex items-center gap-3">
            <span aria-hidden="true" className="shrink-0">
              <FallbackImage src={item.person.thumb_url} alt="" className="h-8 w-8 rounded-full" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                <Highlight text={item.person.name} query={term} anywhere />
              </span>
              <span className="block truncate text-xs text-stone-600">
                <Highlight text={details(item.person, showAge)} query={term} anywhere />
              </span>
            </span>
            <Badge>{t('name')}</Badge>
          </span>
        ) : (
          <span className="flex items-center gap-3">
            <span className="min-w-0 flex-1 truncate font-medium">
              <Highlight text={item.barangay} query={term} anywhere />
            </span>
            <Badge>{fieldLabel('barangay')}</Badge>
          </span>
        )
      }
    </SearchCombobox>
  )
}

function details(person: NameSuggestion, showAge: boolean): string {
  const parts = [person.lineage, person.barangay, showAge ? person.age : null]
  return parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ')
}
