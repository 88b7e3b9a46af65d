import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { COUNTDOWN_REFRESH_MS, incidentKeys } from './keys'

export type IncidentLine = components['schemas']['IncidentSummary']
export type Countdown = components['schemas']['Countdown']

export function incidentsQuery() {
  return queryOptions({
    queryKey: incidentKeys.list(),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/admin/incidents', { signal })),
    refetchInterval: COUNTDOWN_REFRESH_MS,
  })
}

/** Every incident, the newest discovery first, each with its NPC countdown. */
export function useIncidents() {
  return useQuery(incidentsQuery())
}
