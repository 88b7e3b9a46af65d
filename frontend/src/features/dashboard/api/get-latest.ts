import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { dashboardKeys } from './keys'

export async function getLatest(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/dashboard/latest', { signal }))
}

export const latestQuery = queryOptions({
  queryKey: dashboardKeys.latest(),
  queryFn: ({ signal }) => getLatest(signal),
})

/** The newest person by creation (an edit does not count as added). */
export function useLatest() {
  return useQuery(latestQuery)
}
