import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { chieftainKeys } from './keys'

export const MAX_NAMES = 6
export const MAX_BARANGAYS = 4

export async function getSuggestions(q: string, signal?: AbortSignal) {
  const data = unwrap(await api.GET('/api/people/suggestions', { params: { query: { q } }, signal }))
  return { names: data.names.slice(0, MAX_NAMES), barangays: data.barangays.slice(0, MAX_BARANGAYS) }
}

export function suggestionsQuery(q: string) {
  return queryOptions({
    queryKey: chieftainKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 30_000,
    retry: false,
  })
}

/** Names (up to 6) and barangays (up to 4) matching the debounced text. */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQuery(q), enabled: q !== '' })
}
