import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { paths } from '@/lib/api/schema'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { peopleKeys } from './keys'

export type PeopleQuery = NonNullable<paths['/api/people']['get']['parameters']['query']>

/** One page of the master list; only non-empty filters are sent. */
export interface PeopleParams {
  category?: PeopleQuery['category']
  gender?: PeopleQuery['gender']
  status?: PeopleQuery['status']
  barangay?: string
  q?: string
  sort?: PeopleQuery['sort']
  order?: PeopleQuery['order']
  page: number
  page_size: number
}

function compact(params: PeopleParams): PeopleQuery {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== '' && value !== null),
  ) as PeopleQuery
}

export async function getPeople(params: PeopleParams, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people', { params: { query: compact(params) }, signal }))
}

export function peopleQuery(params: PeopleParams) {
  return queryOptions({
    queryKey: peopleKeys.list(params),
    queryFn: ({ signal }) => getPeople(params, signal),
  })
}

export function usePeople(params: PeopleParams, { enabled = true } = {}) {
  return useQuery({ ...peopleQuery(params), enabled, placeholderData: keepPreviousData })
}

/** Fetch the following page in the background once this one is shown, so Next answers at once. */
export function usePrefetchNextPage(params: PeopleParams, total: number | undefined, enabled: boolean) {
  const queryClient = useQueryClient()
  const hasNext = enabled && total !== undefined && params.page * params.page_size < total
  const key = JSON.stringify(params)
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(peopleQuery({ ...params, page: params.page + 1 }))
    // `key` stands for `params`, a new object every render.
  }, [hasNext, key, queryClient])
}
