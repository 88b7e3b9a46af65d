import { expect, type APIRequestContext } from '@playwright/test'

import { csrfHeaders } from './fixtures'
import type { NewPerson } from './people'

/** What the tests read back of a proposal (ProposalOut). */
export interface StoredProposal {
  id: number
  kind: 'add' | 'edit' | 'delete'
  state: 'draft' | 'submitted' | 'approved' | 'rejected' | 'withdrawn'
  person_name: string
  barangay: string
}

/** An encoder proposes to add a person (POST /api/proposals, submitted to the IPMRs). */
export async function proposeAdd(encoder: APIRequestContext, person: NewPerson): Promise<StoredProposal> {
  const response = await encoder.post('/api/proposals', {
    headers: await csrfHeaders(encoder),
    data: { kind: 'add', values: { contact_number: '09171234567', household_members: 3, occupation: 'Farmer', legal_basis: 'law', ...person } },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as StoredProposal
}

/** An encoder proposes an edit of a person it sees (`values`: the fields it changes), on the record's version. */
export async function proposeEdit(
  encoder: APIRequestContext,
  person: { id: number; version: number },
  values: Record<string, unknown>,
): Promise<StoredProposal> {
  const response = await encoder.post('/api/proposals', {
    headers: await csrfHeaders(encoder),
    data: { kind: 'edit', person_id: person.id, base_version: person.version, values },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as StoredProposal
}

/** An IPMR rejects a waiting proposal, with the reason the encoder reads. */
export async function rejectProposal(ipmr: APIRequestContext, id: number, reason: string): Promise<void> {
  const response = await ipmr.post(`/api/admin/proposals/${id}/reject`, { headers: await csrfHeaders(ipmr), data: { reason } })
  expect(response.status(), await response.text()).toBe(200)
}

/** How many proposals wait for an IPMR (the header's count). */
export async function waitingProposals(ipmr: APIRequestContext): Promise<number> {
  const response = await ipmr.get('/api/admin/proposals/count')
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { waiting: number }).waiting
}
