import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { dashboardKeys } from './keys'

export const MAX_SUGGESTIONS = 8

export async function getSuggestions(q: string, signal?: AbortSignal) {
  const data = unwrap(await api.GET('/api/dashboard/suggestions', { params: { query: { q } }, signal }))
  return data.items.slice(0, MAX_SUGGESTIONS)
}

export function suggestionsQuery(q: string) {
  return queryOptions({
    queryKey: dashboardKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 30_000,
    retry: false,
  })
}

/** Suggestions for the (already debounced) text; nothing is fetched for blank text. */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQuery(q), enabled: q !== '' })
}
