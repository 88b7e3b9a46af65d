import { Badge } from '@/components/ui/badge'
import { FallbackImage } from '@/components/ui/fallback-image'
import { Highlight } from '@/components/ui/highlight'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { usePeopleSuggestions } from '@/lib/api/people-suggestions'

interface Props {
  value: string
  onChange: (text: string) => void
  /** The debounced text: what the suggestions (and the list) are for. */
  term: string
  onSearchNow: () => void
  onPickName: (personId: number) => void
  onPickBarangay: (barangay: string) => void
}

/** Search by name, barangay or tribe, with up to 6 names and 4 barangays suggested. */
export function ChieftainSearch({ value, onChange, term, onSearchNow, onPickName, onPickBarangay }: Props) {
  const { items, state } = usePeopleSuggestions(term, value)

  return (
    <SearchCombobox
      id="chieftain-search"
      label="Search"
      placeholder="Name, barangay or tribe"
      value={value}
      onChange={onChange}
      items={items}
      state={state}
      getKey={(item) => item.key}
      onPick={(item) => (item.kind === 'name' ? onPickName(item.person.id) : onPickBarangay(item.barangay))}
      onEnter={onSearchNow}
      listLabel="Search suggestions"
      className="w-full sm:w-80"
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
              <span className="block truncate text-xs text-stone-500">
                <Highlight text={[item.person.lineage, item.person.barangay].filter(Boolean).join(' · ')} query={term} anywhere />
              </span>
            </span>
            <Badge>Name</Badge>
          </span>
        ) : (
          <span className="flex items-center gap-3">
            <span className="min-w-0 flex-1 truncate font-medium">
              <Highlight text={item.barangay} query={term} anywhere />
            </span>
            <Badge>Barangay</Badge>
          </span>
        )
      }
    </SearchCombobox>
  )
}
