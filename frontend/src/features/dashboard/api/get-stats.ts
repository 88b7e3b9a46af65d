import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardKeys } from './keys'
import { getJson } from './request'
import type { DashboardStats } from './types'

export function getStats(signal?: AbortSignal) {
  return getJson<DashboardStats>('/api/dashboard/stats', signal)
}

export const statsQuery = queryOptions({
  queryKey: dashboardKeys.stats(),
  queryFn: ({ signal }) => getStats(signal),
})

/** The six tiles' counts and the two dialogs' (one call, counted by the server). */
export function useStats() {
  return useQuery(statsQuery)
}
