import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { unwrap } from '@/lib/api/errors'
import { useReference } from '@/lib/reference-query'

export type Municipality = components['schemas']['MunicipalityOut']

/** The default installation's municipality, shown until the server's (or the precached) lists are read. */
export const CATANAUAN: Municipality = { code: '0405610000', name: 'Catanauan', province: 'Quezon' }

/** The municipality the registry serves (KATUTUBO_MUNICIPALITY) from /api/reference, which the person form and
 * the lists read anyway (and the app precaches): the form's default municipality and province, the titles. */
export function useMunicipality(): Municipality {
  return useReference().data?.municipality ?? CATANAUAN
}

/** The public site configuration (/api/config): the map's centre and the municipality, fetched once per visit. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'] as const,
  queryFn: async ({ signal }) => unwrap(await api.GET('/api/config', { signal })),
  staleTime: Infinity,
})

/** The municipality from /api/config, for screens that do not read the lists (the dashboard, About Us);
 * `enabled: false` asks nothing yet (a closed panel). */
export function useSiteMunicipality(enabled = true): Municipality {
  return useQuery({ ...siteConfigQuery, enabled }).data?.municipality ?? CATANAUAN
}

/** 'Catanauan, Quezon' */
export function placeName(municipality: Municipality): string {
  return municipality.province ? `${municipality.name}, ${municipality.province}` : municipality.name
}
