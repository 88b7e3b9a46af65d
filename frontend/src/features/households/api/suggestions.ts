import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { householdKeys } from './keys'

/** GET /api/households/suggestions?barangay= (IPMR): one barangay's people in no household, tied by spouse and parent links. */
export async function getSuggestions(barangay: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/households/suggestions', { params: { query: { barangay, page_size: 100 } }, signal }))
}

export function useHouseholdSuggestions(barangay: string) {
  return useQuery({
    queryKey: householdKeys.suggestions(barangay),
    queryFn: ({ signal }) => getSuggestions(barangay, signal),
    enabled: barangay !== '',
  })
}

/** POST /api/households/suggestions/accept: the chosen suggestions become households (one or many at once). */
export async function acceptSuggestions(keys: string[]) {
  return unwrap(await api.POST('/api/households/suggestions/accept', { body: { keys } }))
}

export function useAcceptSuggestions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptSuggestions,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: householdKeys.all }), queryClient.invalidateQueries({ queryKey: ['people'] })]),
  })
}
