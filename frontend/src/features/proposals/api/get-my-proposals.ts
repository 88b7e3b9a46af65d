import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { requestSignal } from '@/lib/offline/network'
import { getProposal, proposalKeys } from '@/lib/proposals/api'

/** My proposals shows this many a page. */
export const PAGE_SIZE = 20

/** GET /api/proposals: the signed-in encoder's own proposals, newest first. */
export async function getMyProposals(page: number, signal?: AbortSignal) {
  const query = { page, page_size: PAGE_SIZE }
  return unwrap(await api.GET('/api/proposals', { params: { query }, signal: requestSignal(signal) }))
}

export function myProposalsQuery(page: number) {
  return queryOptions({
    queryKey: proposalKeys.list(page),
    queryFn: ({ signal }) => getMyProposals(page, signal),
    placeholderData: keepPreviousData,
  })
}

export function useMyProposals(page: number) {
  return useQuery(myProposalsQuery(page))
}

/** One proposal with its values, fetched anew each time it is opened to be corrected. */
export function proposalDetailQuery(id: number) {
  return queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    staleTime: 0,
  })
}
