import { useState } from 'react'

import { useDebouncedValue } from '@/lib/use-debounced-value'

import type { ListParams } from '../api/get-list'
import { filterOption, type FilterId } from '../lib/filters'
import { nextSort, type Sort, type SortKey } from '../lib/sort-cycle'

export const SEARCH_DEBOUNCE_MS = 200

/** The list's controls; any change but the page goes back to page 1. */
export function useListState() {
  const [barangay, setBarangay] = useState('')
  const [filter, setFilter] = useState<FilterId>('all')
  const [text, setText] = useState('')
  const [term, setTerm] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const [sort, setSort] = useState<Sort | null>(null)
  const query = { barangay, filter, term, sort }
  const queryKey = JSON.stringify(query)
  const [paging, setPaging] = useState({ queryKey, page: 1 })
  const page = paging.queryKey === queryKey ? paging.page : 1

  const option = filterOption(filter)
  const params: ListParams = {
    gender: option.gender,
    status: option.status,
    barangay,
    q: term,
    sort: sort?.key,
    order: sort?.order,
    page,
  }

  return {
    ...query,
    text,
    params,
    setText,
    setBarangay,
    setFilter,
    setPage: (next: number) => setPaging({ queryKey, page: next }),
    sortBy: (key: SortKey) => setSort((current) => nextSort(current, key)),
    searchNow: () => setTerm(text.trim()),
    /** A barangay picked from the suggestions replaces the search. */
    pickBarangay: (name: string) => {
      setBarangay(name)
      setText('')
      setTerm('')
    },
    reset: () => {
      setBarangay('')
      setFilter('all')
      setText('')
      setTerm('')
      setSort(null)
    },
  }
}
