import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardKeys } from './keys'
import { getJson } from './request'
import type { LatestEntry } from './types'

export function getLatest(signal?: AbortSignal) {
  return getJson<LatestEntry>('/api/dashboard/latest', signal)
}

export const latestQuery = queryOptions({
  queryKey: dashboardKeys.latest(),
  queryFn: ({ signal }) => getLatest(signal),
})

/** The newest person by creation (an edit does not count as added). */
export function useLatest() {
  return useQuery(latestQuery)
}
