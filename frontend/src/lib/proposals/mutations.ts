import { useMutation, useQueryClient } from '@tanstack/react-query'

import {
  proposalKeys,
  resubmitProposal,
  sendProposal,
  uploadProposalPhoto,
  withdrawProposal,
  type ProposalIn,
  type ProposedValues,
} from './api'

/**
 * The encoder's writes. None of them touches the people lists (the registry changes only when the IPMR
 * approves): each refreshes My proposals only.
 */
function useProposalMutation<Args>(send: (args: Args) => ReturnType<typeof sendProposal>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  })
}

export function useSendProposal() {
  return useProposalMutation(({ body, signal }: { body: ProposalIn; signal?: AbortSignal }) => sendProposal(body, signal))
}

export function useResubmitProposal() {
  return useProposalMutation(({ id, values, signal }: { id: number; values: ProposedValues; signal?: AbortSignal }) =>
    resubmitProposal(id, values, signal),
  )
}

export function useUploadProposalPhoto() {
  return useProposalMutation(({ id, file }: { id: number; file: File }) => uploadProposalPhoto(id, file, file.name))
}

export function useWithdrawProposal() {
  return useProposalMutation(({ id, signal }: { id: number; signal?: AbortSignal }) => withdrawProposal(id, signal))
}
