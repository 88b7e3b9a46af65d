import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { dashboardKeys } from './keys'

export async function getStats(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/dashboard/stats', { signal }))
}

export const statsQuery = queryOptions({
  queryKey: dashboardKeys.stats(),
  queryFn: ({ signal }) => getStats(signal),
})

/** The six tiles' counts and the two dialogs' (one call, counted by the server). */
export function useStats() {
  return useQuery(statsQuery)
}
