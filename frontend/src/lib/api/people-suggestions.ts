import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import type { SuggestionState } from '@/components/ui/search-combobox'

import { api } from './client'
import { unwrap } from './errors'
import type { components } from './schema'

export type NameSuggestion = components['schemas']['NameSuggestion']

/** One row of a list search's suggestions: a person (by name) or a barangay, told apart by a badge. */
export type PeopleSuggestion =
  | { kind: 'name'; key: string; person: NameSuggestion }
  | { kind: 'barangay'; key: string; barangay: string }

export const MAX_NAME_SUGGESTIONS = 6
export const MAX_BARANGAY_SUGGESTIONS = 4

export function peopleSuggestionsQuery(q: string) {
  return queryOptions({
    // Under ['people'], so adding, editing or deleting someone refreshes it.
    queryKey: ['people', 'suggestions', q] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/people/suggestions', { params: { query: { q } }, signal })),
    staleTime: 30_000,
    retry: false,
  })
}

/**
 * The master list's and the Chieftain list's search suggestions: up to 6 names, then up to 4 barangays, for
 * `term` (the debounced text). Nothing is listed until `term` has caught up with `typed` and its answer is in,
 * so Enter or a click never picks from an older search; a failed fetch is quiet (nothing listed).
 */
export function usePeopleSuggestions(term: string, typed: string) {
  const text = typed.trim()
  const query = useQuery({ ...peopleSuggestionsQuery(term), enabled: term !== '' })
  const settled = term === text && !query.isFetching
  const data = text === '' || query.isError || !settled ? undefined : query.data
  // The same array while the answer is the same: a new one would reset the highlighted suggestion.
  const items = useMemo<PeopleSuggestion[]>(() => toItems(data), [data])
  const state: SuggestionState = text === '' || query.isError ? 'idle' : settled ? 'done' : 'loading'
  return { items, state }
}

function toItems(data: components['schemas']['Suggestions'] | undefined): PeopleSuggestion[] {
  return data
    ? [
        ...data.names
          .slice(0, MAX_NAME_SUGGESTIONS)
          .map((person) => ({ kind: 'name' as const, key: `name-${person.id}`, person })),
        ...data.barangays
          .slice(0, MAX_BARANGAY_SUGGESTIONS)
          .map((barangay) => ({ kind: 'barangay' as const, key: `barangay-${barangay}`, barangay })),
      ]
    : []
}
