import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardKeys } from './keys'
import { getJson } from './request'
import type { DashboardSuggestion } from './types'

export const MAX_SUGGESTIONS = 8

export async function getSuggestions(q: string, signal?: AbortSignal) {
  const path = `/api/dashboard/suggestions?${new URLSearchParams({ q })}`
  return (await getJson<{ items: DashboardSuggestion[] }>(path, signal)).items.slice(0, MAX_SUGGESTIONS)
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
  return useQuery({ ...suggestionsQuery(q), enabled: q !== '', placeholderData: keepPreviousData })
}
