/** An export's recorded filters in words, as the list's own labels name them. */
import { i18n } from '@/lib/i18n'
import { FILTERS, filterGroupLabel, sortWord } from '@/lib/people-list/filters'
import { personFieldLabel } from '@/lib/person-fields'

/** What the server records: the list's query, only the parts that are set ({barangay: 'Ajos', sort: 'name', …}). */
type RecordedFilters = Record<string, unknown>

function filterLabel(key: 'gender' | 'status', value: unknown): string {
  const option = FILTERS.find((candidate) => candidate.params[key] === value)
  return option ? option.label : String(value)
}

function categoryLabel(value: unknown): string {
  const key = `people:category.${String(value)}`
  return i18n.exists(key) ? i18n.t(key) : String(value)
}

/**
 * 'Barangay: Ajos; Category: Total Students; Status: Student; Search: "cruz"; sorted by Name, ascending' (in
 * the interface's language); a part the app does not know reads as the server recorded it.
 */
export function exportFiltersInWords(filters: RecordedFilters): string {
  const { barangay, category, gender, status, q, sort, order, ...rest } = filters
  const labelled = (label: string, value: unknown, words: string = String(value)) => (value ? `${label}: ${words}` : '')
  const parts = [
    labelled(personFieldLabel('barangay'), barangay),
    labelled(i18n.t('audit:filterWords.category'), category, categoryLabel(category)),
    labelled(filterGroupLabel('Gender'), gender, filterLabel('gender', gender)),
    labelled(filterGroupLabel('Status'), status, filterLabel('status', status)),
    labelled(i18n.t('lists:search'), q, `“${String(q)}”`),
    ...Object.entries(rest).map(([key, value]) => labelled(key, value, JSON.stringify(value))),
    sort || order
      ? i18n.t(order === 'desc' ? 'lists:words.sortedDesc' : 'lists:words.sortedAsc', { column: sortWord(typeof sort === 'string' ? sort : undefined) })
      : '',
  ]
  return parts.filter(Boolean).join(i18n.t('lists:words.separator'))
}
