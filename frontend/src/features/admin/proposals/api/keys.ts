import type { components } from '@/lib/api/schema'
import { adminProposalsKey } from '@/lib/proposals-waiting'

export type Proposal = components['schemas']['ProposalOut']
export type ProposalDetail = components['schemas']['ProposalDetail']
export type ProposalKind = components['schemas']['ProposalKind']

/** Every decision invalidates `proposalsKeys.all`: the queue, an open proposal and the header's count. */
export const proposalsKeys = {
  all: adminProposalsKey,
  list: (page: number) => [...adminProposalsKey, 'list', page] as const,
  detail: (id: number) => [...adminProposalsKey, 'detail', id] as const,
}
