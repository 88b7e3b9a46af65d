import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { auditKeys } from './keys'

export async function getAuditActors(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/audit/actors', { signal }))
}

export function auditActorsQuery() {
  return queryOptions({ queryKey: auditKeys.actors(), queryFn: ({ signal }) => getAuditActors(signal) })
}

/** Everyone who appears in the trail as the one who acted, for the actor filter. */
export function useAuditActors() {
  return useQuery(auditActorsQuery())
}
