import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { requestKeys } from './keys'

export async function getRequest(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/requests/{request_id}', { params: { path: { request_id: id } }, signal }))
}

export function requestQuery(id: number) {
  return queryOptions({ queryKey: requestKeys.one(id), queryFn: ({ signal }) => getRequest(id, signal) })
}

/** One request, with its due date and status by the office's clock. */
export function useRequest(id: number) {
  return useQuery(requestQuery(id))
}
