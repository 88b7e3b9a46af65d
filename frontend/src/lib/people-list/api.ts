import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { pageCount } from '@/lib/result-line'
import type { paths } from '@/lib/api/schema'
import { requestSignal } from '@/lib/offline/network'
import { pageOrKept } from '@/lib/offline/read-through'

export type PeopleListQuery = NonNullable<paths['/api/people']['get']['parameters']['query']>

/** Both lists show 50 people a page. */
export const PAGE_SIZE = 50

/** One page of a people list, as the server filters, sorts and counts it; empty values are left out. */
export type PeopleListParams = Pick<
  PeopleListQuery,
  'category' | 'gender' | 'status' | 'legal_basis' | 'barangay' | 'q' | 'sort' | 'order'
> & {
  page: number
}

/** Under ['people'], so adding, editing or deleting someone refreshes every list. */
export const peopleListKeys = {
  all: ['people'] as const,
  lists: () => [...peopleListKeys.all, 'list'] as const,
  list: (params: PeopleListParams) => [...peopleListKeys.lists(), params] as const,
}

function compact(params: PeopleListParams): PeopleListQuery {
  const entries = Object.entries({ ...params, page_size: PAGE_SIZE })
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== null && value !== '')) as PeopleListQuery
}

/** With no connection (or no answer in 10 s), the people kept on this device (lib/offline). */
export async function getPeopleList(params: PeopleListParams, signal?: AbortSignal) {
  return pageOrKept(params, async () =>
    unwrap(await api.GET('/api/people', { params: { query: compact(params) }, signal: requestSignal(signal) })),
  )
}

export function peopleListQuery(params: PeopleListParams) {
  return queryOptions({ queryKey: peopleListKeys.list(params), queryFn: ({ signal }) => getPeopleList(params, signal) })
}

export function usePeopleList(params: PeopleListParams, { enabled = true } = {}) {
  return useQuery({ ...peopleListQuery(params), enabled, placeholderData: keepPreviousData })
}

/** Fetch the following page in the background once this one is shown, so Next answers at once. */
export function usePrefetchNextPage(params: PeopleListParams, total: number | undefined, enabled: boolean) {
  const queryClient = useQueryClient()
  const hasNext = enabled && total !== undefined && params.page * PAGE_SIZE < total
  const key = JSON.stringify(params)
  useEffect(() => {
    if (!hasNext) return
    const shown = JSON.parse(key) as PeopleListParams // `key` stands for `params`, a new object every render
    void queryClient.prefetchQuery(peopleListQuery({ ...shown, page: shown.page + 1 }))
  }, [hasNext, key, queryClient])
}

/** The first and last row numbers of a page, and how many pages there are. */
export function pageSpan(page: number, total: number) {
  return { firstNumber: (page - 1) * PAGE_SIZE + 1, pageCount: pageCount(total, PAGE_SIZE) }
}
