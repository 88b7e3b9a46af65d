import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

/** The root of the IPMR's queue's query keys (features/admin/proposals): a decision invalidates it, and with it
 * the header's count of waiting proposals. */
export const adminProposalsKey = ['admin-proposals'] as const

export const waitingProposalsQuery = queryOptions({
  queryKey: [...adminProposalsKey, 'count'] as const,
  queryFn: async ({ signal }) => unwrap(await api.GET('/api/admin/proposals/count', { signal })).waiting,
  // No polling: a request keeps the session alive (lib/api/activity), and an idle IPMR must be signed out. Asked
  // again when a decision invalidates it, when the queue is loaded (it sets the count), and on coming back to the tab.
  refetchOnWindowFocus: true,
})

/** GET /api/admin/proposals/count: the proposals waiting for an IPMR's decision (ask only as an IPMR). */
export function useWaitingProposals(enabled: boolean) {
  return useQuery({ ...waitingProposalsQuery, enabled })
}
