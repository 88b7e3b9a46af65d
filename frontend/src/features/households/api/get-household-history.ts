import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { householdKeys } from './keys'

/** GET /api/households/{id}/history: who started the household and every change, newest first. */
export async function getHouseholdHistory(id: number, signal?: AbortSignal) {
  const path = { household_id: id }
  return unwrap(await api.GET('/api/households/{household_id}/history', { params: { path }, signal }))
}

export function useHouseholdHistory(id: number) {
  return useQuery({ queryKey: householdKeys.history(id), queryFn: ({ signal }) => getHouseholdHistory(id, signal) })
}
