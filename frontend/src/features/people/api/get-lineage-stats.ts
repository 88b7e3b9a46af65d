import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { peopleKeys } from './keys'

export async function getLineageStats(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/stats/lineages', { signal }))
}

export const lineageStatsQuery = queryOptions({
  queryKey: peopleKeys.lineageStats(),
  queryFn: ({ signal }) => getLineageStats(signal),
})

export function useLineageStats() {
  return useQuery(lineageStatsQuery)
}
