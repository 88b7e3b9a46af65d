import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { dashboardKeys } from './keys'
import type { MapConfig } from './types'

/** The spec's fixed map centre, used until (or if) the configuration cannot be read. */
export const DEFAULT_MAP: MapConfig = {
  lat: 13.6545,
  lng: 122.3334,
  zoom: 14,
  tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
}

export async function getMapConfig(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/config', { signal })).map
}

export const mapConfigQuery = queryOptions({
  queryKey: dashboardKeys.config(),
  queryFn: ({ signal }) => getMapConfig(signal),
  staleTime: Infinity,
})

export function useMapConfig() {
  return useQuery(mapConfigQuery)
}
