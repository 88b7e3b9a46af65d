import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { peopleKeys } from './keys'

export type HistoryEntry = components['schemas']['HistoryEntryOut']

/** GET /api/people/{id}/history (IPMR and Chieftain): who created the record and every change, newest first. */
export async function getPersonHistory(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/{person_id}/history', { params: { path: { person_id: id } }, signal }))
}

export function personHistoryQuery(id: number) {
  return queryOptions({
    queryKey: peopleKeys.history(id),
    queryFn: ({ signal }) => getPersonHistory(id, signal),
  })
}

export function usePersonHistory(id: number) {
  return useQuery(personHistoryQuery(id))
}
