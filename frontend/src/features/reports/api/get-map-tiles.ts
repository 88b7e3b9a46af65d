import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { reportKeys } from './get-report'

/** Used when the configuration cannot be read: the map's circles need no tiles anyway. */
export const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** The installation's map tiles (GET /api/config, public and fixed). */
export const mapTilesQuery = queryOptions({
  queryKey: reportKeys.tiles(),
  queryFn: async ({ signal }) => unwrap(await api.GET('/api/config', { signal })).map.tile_url,
  staleTime: Infinity,
})

export function useMapTiles(): string | undefined {
  const query = useQuery(mapTilesQuery)
  return query.data ?? (query.isError ? DEFAULT_TILES : undefined)
}
