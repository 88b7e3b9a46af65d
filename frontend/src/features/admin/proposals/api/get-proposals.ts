import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { proposalsKeys } from './keys'

/** Proposals per page of the queue. */
export const PAGE_SIZE = 50

export function proposalsQuery(page: number) {
  return queryOptions({
    queryKey: proposalsKeys.list(page),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/proposals', { params: { query: { state: 'submitted', page, page_size: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/proposals: the submitted proposals, oldest first, one page of them. */
export function useWaitingProposalList(page: number) {
  return useQuery(proposalsQuery(page))
}
