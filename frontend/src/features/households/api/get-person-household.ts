import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { householdKeys } from './keys'

/**
 * GET /api/people/{id}/household-candidates: the person's current household (its id, or null), and the spouse and
 * children linked in the family graph who are in no household (for 'Start a household').
 */
export async function getFamilyCandidates(personId: number, signal?: AbortSignal) {
  const path = { person_id: personId }
  return unwrap(await api.GET('/api/people/{person_id}/household-candidates', { params: { path }, signal }))
}

export function useFamilyCandidates(personId: number) {
  return useQuery({ queryKey: householdKeys.candidates(personId), queryFn: ({ signal }) => getFamilyCandidates(personId, signal) })
}
