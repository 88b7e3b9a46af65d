import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { paths } from '@/lib/api/schema'

import { chieftainKeys } from './keys'

type ListQuery = NonNullable<paths['/api/people']['get']['parameters']['query']>

export const PAGE_SIZE = 50

/** One page of the list, filtered, sorted and counted by the server; empty values are left out. */
export type ListParams = Pick<ListQuery, 'gender' | 'status' | 'barangay' | 'q' | 'sort' | 'order'> & { page: number }

function compact(params: ListParams): ListQuery {
  const entries = Object.entries({ ...params, page_size: PAGE_SIZE })
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== null && value !== '')) as ListQuery
}

export async function getList(params: ListParams, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people', { params: { query: compact(params) }, signal }))
}

export function listQuery(params: ListParams) {
  return queryOptions({ queryKey: chieftainKeys.list(params), queryFn: ({ signal }) => getList(params, signal) })
}

export function useList(params: ListParams) {
  return useQuery({ ...listQuery(params), placeholderData: keepPreviousData })
}
