import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { peopleListKeys } from '@/lib/people-list/api'

import { proposalsKeys } from './keys'

export async function approveProposal(id: number) {
  return unwrap(await api.POST('/api/admin/proposals/{proposal_id}/approve', { params: { path: { proposal_id: id } } }))
}

export async function approveProposals(ids: number[]) {
  return unwrap(await api.POST('/api/admin/proposals/approve', { body: { ids } }))
}

export async function rejectProposal({ id, reason }: { id: number; reason: string }) {
  return unwrap(await api.POST('/api/admin/proposals/{proposal_id}/reject', { params: { path: { proposal_id: id } }, body: { reason } }))
}

/** The IPMR's edit of a waiting proposal before approving it (it stays submitted, based on `base_version`);
 * without `values` (a deletion) the proposed values stay and only the base moves. */
export async function editProposal({ id, values, baseVersion }: { id: number; values: Record<string, unknown> | null; baseVersion: number }) {
  const body = values ? { values, base_version: baseVersion, submit: true } : { base_version: baseVersion, submit: true }
  return unwrap(await api.PUT('/api/proposals/{proposal_id}', { params: { path: { proposal_id: id } }, body }))
}

/** A decision (or an edit): once answered, the queue, the open proposal and the header's count are asked for
 * again, and the people lists too (an approval changed the registry). */
function useDecision<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalsKeys.all }),
        queryClient.invalidateQueries({ queryKey: peopleListKeys.all }),
      ])
    },
  })
}

/** POST /api/admin/proposals/{id}/approve: applied as the IPMR's change. */
export const useApproveProposal = () => useDecision(approveProposal)
/** POST /api/admin/proposals/approve: several at once; the answer says which were refused and why. */
export const useApproveProposals = () => useDecision(approveProposals)
/** POST /api/admin/proposals/{id}/reject with the reason (required). */
export const useRejectProposal = () => useDecision(rejectProposal)
/** PUT /api/proposals/{id}. */
export const useEditProposal = () => useDecision(editProposal)
