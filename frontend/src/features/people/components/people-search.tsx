import { Badge } from '@/components/ui/badge'
import { FallbackImage } from '@/components/ui/fallback-image'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { type NameSuggestion, usePeopleSuggestions } from '@/lib/api/people-suggestions'

interface Props {
  value: string
  onChange: (text: string) => void
  /** The debounced text the suggestions are fetched for. */
  suggestFor: string
  /** Enter with no suggestion highlighted: search the typed text now. */
  onSubmit: () => void
  onPickName: (person: NameSuggestion) => void
  onPickBarangay: (barangay: string) => void
}

/** Search box with name and barangay suggestions, each with a type badge; arrows, Enter and Escape work. */
export function PeopleSearch({ value, onChange, suggestFor, onSubmit, onPickName, onPickBarangay }: Props) {
  const { items, state } = usePeopleSuggestions(suggestFor, value)

  return (
    <SearchCombobox
      id="people-search"
      label="Search"
      placeholder="Name, barangay, tribe, age"
      value={value}
      onChange={onChange}
      items={items}
      state={state}
      getKey={(item) => item.key}
      onPick={(item) => (item.kind === 'name' ? onPickName(item.person) : onPickBarangay(item.barangay))}
      onEnter={onSubmit}
      listLabel="Search suggestions"
      className="w-80"
      listClassName="sm:w-96"
    >
      {(item) =>
        item.kind === 'name' ? (
          <span className="flex items-center gap-3">
            <FallbackImage src={item.person.thumb_url} alt="" className="h-8 w-8 shrink-0 rounded-full" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{item.person.name}</span>
              <span className="block truncate text-xs text-stone-500">
                {[item.person.lineage, item.person.barangay, item.person.age]
                  .filter((part) => part !== null && part !== '')
                  .join(' · ')}
              </span>
            </span>
            <Badge>Name</Badge>
          </span>
        ) : (
          <span className="flex items-center gap-3">
            <span className="min-w-0 flex-1 truncate font-medium">{item.barangay}</span>
            <Badge>Barangay</Badge>
          </span>
        )
      }
    </SearchCombobox>
  )
}
