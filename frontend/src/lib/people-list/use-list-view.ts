import { useEffect, useRef } from 'react'

import { useSearchDraft } from '@/lib/search-box/use-search-draft'
import { useUrlView } from '@/lib/url-view'

import type { PeopleListParams } from './api'
import { filterOption, type FilterId } from './filters'
import { nextSort, type Sort, type SortKey } from './sort'
import { DEFAULT_VIEW, knownBarangay, readView, writeView, type ListView } from './url-state'

interface Options {
  /** How long the typed search waits before it applies (the spec: 220 ms master list, 200 ms Chieftain). */
  debounceMs: number
  /** The known barangay names: `?barangay=` is matched against them (any case); unknown names are ignored. */
  barangays: readonly string[]
  /** The order asked for while no header sorts the list. */
  defaultSort?: Sort
}

/**
 * A people list's controls, kept in the query string: each change of filter, barangay, sort or page pushes a
 * history entry (Back steps back through them); a search applied while typing pauses replaces the entry. The search box's text applies once typing pauses (or on Enter); when the
 * address changes the search some other way (Back, a link), the box shows the address's search.
 */
export function useListView({ debounceMs, barangays, defaultSort }: Options) {
  const [view, update] = useUrlView(readView, writeView)
  const search = useSearchDraft(view.q)
  const text = search.text
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  // The debounce timer applies the search over the address as it is then, not as it was when typing began.
  const latestUpdate = useRef(update)
  useEffect(() => {
    latestUpdate.current = update
  }, [update])

  /** Apply `typed` as the search now: the box keeps it as typed, the address gets it trimmed. */
  function applySearch(typed: string, change: Partial<ListView> = {}, replace = false) {
    window.clearTimeout(timer.current)
    latestUpdate.current({ ...change, q: search.apply(typed) }, { replace })
  }

  const barangay = knownBarangay(barangays, view.barangay)
  const option = filterOption(view.filter)
  const sort = view.sort ?? defaultSort
  const params: PeopleListParams = {
    ...option.params,
    barangay,
    q: view.q,
    sort: sort?.key,
    order: sort?.order,
    page: view.page,
  }

  return {
    view,
    params,
    /** False while `?barangay=` waits for the known names to be matched against. */
    ready: view.barangay === '' || barangays.length > 0,
    barangay,
    filter: view.filter,
    sort: view.sort,
    text,
    /** The applied search (suggestions are fetched for it). */
    term: view.q,
    setText: (typed: string) => {
      search.type(typed)
      window.clearTimeout(timer.current)
      // Starting a search is a step Back returns from; refining it (typing on) replaces that step.
      timer.current = window.setTimeout(() => applySearch(typed, {}, view.q !== ''), debounceMs)
    },
    setBarangay: (name: string) => update({ barangay: name }),
    setFilter: (filter: FilterId) => update({ filter }),
    setPage: (page: number) => update({ page }),
    sortBy: (key: SortKey) => update({ sort: nextSort(view.sort, key) }),
    /** Apply `searchText` now, without waiting (Enter, or a picked name). */
    searchNow: (searchText = text) => applySearch(searchText),
    /** A barangay picked from the suggestions replaces the search. */
    pickBarangay: (name: string) => applySearch('', { barangay: name }),
    reset: () => applySearch('', DEFAULT_VIEW),
  }
}
