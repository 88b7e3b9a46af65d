import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { requestKeys } from './keys'
import type { StatusFilter } from './types'

/** The list shows up to 100 requests: open ones first, the soonest due first. */
export const REQUESTS_PAGE_SIZE = 100

export async function getRequests(status: StatusFilter, signal?: AbortSignal) {
  const query = { status, page_size: REQUESTS_PAGE_SIZE }
  return unwrap(await api.GET('/api/admin/requests', { params: { query }, signal }))
}

export function requestsQuery(status: StatusFilter) {
  return queryOptions({ queryKey: requestKeys.list(status), queryFn: ({ signal }) => getRequests(status, signal) })
}

export function useRequests(status: StatusFilter) {
  return useQuery(requestsQuery(status))
}
