import { useState } from 'react'

import { useDebouncedValue } from '@/lib/use-debounced-value'

import type { PeopleParams } from '../api/get-people'
import type { Category } from '../lib/categories'
import { filterParams, type FilterValue } from '../lib/list-filters'

export const PAGE_SIZE = 50
export const SEARCH_DEBOUNCE_MS = 220

/**
 * The master list's controls and the server query they make. `defaultBarangay` (from ?barangay=) applies
 * until the barangay dropdown is used; the page goes back to 1 whenever a filter changes.
 */
export function useListFilters(category: Category | undefined, defaultBarangay: string) {
  const [filter, setFilter] = useState<FilterValue>('')
  const [searchText, setSearchText] = useState('')
  const [q, applySearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const [chosenBarangay, setBarangay] = useState<string | null>(null)
  const barangay = chosenBarangay ?? defaultBarangay

  const filterKey = JSON.stringify([category, filter, q, barangay])
  const [paging, setPaging] = useState({ key: filterKey, page: 1 })
  const page = paging.key === filterKey ? paging.page : 1

  const params: PeopleParams = {
    category: category ?? '',
    ...filterParams(filter),
    barangay,
    q,
    sort: 'name',
    order: 'asc',
    page,
    page_size: PAGE_SIZE,
  }

  return {
    params,
    filter,
    setFilter,
    searchText,
    setSearchText,
    /** The debounced search text (suggestions are fetched for it too). */
    q,
    /** Search `text` now, without waiting for the debounce. */
    searchNow: (text: string) => {
      setSearchText(text)
      applySearch(text.trim())
    },
    barangay,
    setBarangay,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    reset: () => {
      setFilter('')
      setSearchText('')
      applySearch('')
      setBarangay('')
    },
  }
}
