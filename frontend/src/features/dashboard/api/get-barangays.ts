import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardKeys } from './keys'
import { getJson } from './request'
import type { BarangayCard } from './types'

export async function getBarangays(signal?: AbortSignal) {
  return (await getJson<{ items: BarangayCard[] }>('/api/barangays', signal)).items
}

export const barangaysQuery = queryOptions({
  queryKey: dashboardKeys.barangays(),
  queryFn: ({ signal }) => getBarangays(signal),
})

/** The 46 barangays in the spec's order with their populations and photo URLs. */
export function useBarangays() {
  return useQuery(barangaysQuery)
}
