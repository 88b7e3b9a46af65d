import { useQuery } from '@tanstack/react-query'

import { siteConfigQuery } from '@/lib/municipality'

import type { MapConfig } from './types'

/** The spec's fixed map centre, used until (or if) the configuration cannot be read. */
export const DEFAULT_MAP: MapConfig = {
  lat: 13.6545,
  lng: 122.3334,
  zoom: 14,
  tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
}

/** The map of the public site configuration (lib/municipality: one request for the map and the municipality). */
export function useMapConfig() {
  return useQuery({ ...siteConfigQuery, select: (config): MapConfig => config.map })
}
