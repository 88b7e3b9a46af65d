import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { requestKeys } from './keys'

export async function getAccessReport(id: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/api/admin/requests/{request_id}/access-report', { params: { path: { request_id: id } }, signal }),
  )
}

/** The access report of an access request: made (and audited) once each time the page opens it. */
export function useAccessReport(id: number) {
  return useQuery(
    queryOptions({
      queryKey: requestKeys.report(id),
      queryFn: ({ signal }) => getAccessReport(id, signal),
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
    }),
  )
}

/** Where the person's data file of a request downloads from (a plain link: the session cookie goes with it). */
export function personDataUrl(id: number, format: 'json' | 'csv'): string {
  return `/api/admin/requests/${id}/data.${format}`
}
