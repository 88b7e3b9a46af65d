import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { householdKeys } from './keys'

/** GET /api/households/trash (IPMR): deleted households, newest first. */
export async function getHouseholdTrash(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/households/trash', { params: { query: { page: 1, page_size: 100 } }, signal }))
}

export function useHouseholdTrash() {
  return useQuery({ queryKey: householdKeys.trash, queryFn: ({ signal }) => getHouseholdTrash(signal) })
}

/** POST /api/households/{id}/restore: the household back with the members it had (refused if one joined another). */
export function useRestoreHousehold() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.POST('/api/households/{household_id}/restore', { params: { path: { household_id: id } } })),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: householdKeys.all }), queryClient.invalidateQueries({ queryKey: ['people'] })]),
  })
}
