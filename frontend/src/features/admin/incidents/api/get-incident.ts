import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { COUNTDOWN_REFRESH_MS, incidentKeys } from './keys'

export type Incident = components['schemas']['IncidentOut']

export function incidentQuery(id: number) {
  return queryOptions({
    queryKey: incidentKeys.one(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/incidents/{incident_id}', { params: { path: { incident_id: id } }, signal })),
    refetchInterval: COUNTDOWN_REFRESH_MS,
  })
}

/** One incident: its facts, its listed people, its countdown and what its letters need. */
export function useIncident(id: number) {
  return useQuery(incidentQuery(id))
}
