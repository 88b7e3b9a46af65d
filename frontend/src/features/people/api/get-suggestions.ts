import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { peopleKeys } from './keys'

export async function getSuggestions(q: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/suggestions', { params: { query: { q } }, signal }))
}

export function suggestionsQuery(q: string) {
  return queryOptions({
    queryKey: peopleKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
    retry: false,
  })
}

/** Names and barangays for the list search; a failure is silent (nothing listed), as the spec says. */
export function useSuggestions(q: string) {
  const enabled = q.trim() !== ''
  const query = useQuery({ ...suggestionsQuery(q), enabled })
  return {
    data: query.isError ? undefined : query.data,
    state: !enabled || query.isError ? ('idle' as const) : query.isPending ? ('loading' as const) : ('done' as const),
  }
}
