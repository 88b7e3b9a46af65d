import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components, paths } from '@/lib/api/schema'

import { auditKeys } from './keys'

export type AuditEvent = components['schemas']['AuditEventOut']
export type AuditQuery = NonNullable<paths['/api/admin/audit']['get']['parameters']['query']>

/** The audit trail shows 50 events a page. */
export const AUDIT_PAGE_SIZE = 50

export async function getAuditEvents(query: AuditQuery, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/audit', { params: { query }, signal }))
}

export function auditEventsQuery(query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.events(query),
    queryFn: ({ signal }) => getAuditEvents(query, signal),
    staleTime: 0, // the trail grows with every request anyone makes
  })
}

/** One page of events, newest first; the previous page stays shown while the next one loads. */
export function useAuditEvents(query: AuditQuery) {
  return useQuery({ ...auditEventsQuery(query), placeholderData: keepPreviousData })
}
