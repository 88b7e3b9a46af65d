import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { dashboardKeys } from './keys'

export async function getBarangays(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/barangays', { signal })).items
}

export const barangaysQuery = queryOptions({
  queryKey: dashboardKeys.barangays(),
  queryFn: ({ signal }) => getBarangays(signal),
})

/** The 46 barangays in the spec's order with their populations and photo URLs. */
export function useBarangays() {
  return useQuery(barangaysQuery)
}
