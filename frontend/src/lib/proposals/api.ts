/**
 * The encoder's proposals (maker-checker): what an encoder's Add, Edit and Delete send instead of changing the
 * registry, from the form (features/people), My proposals (features/proposals) and the offline outbox
 * (lib/offline/transport). Each request gives up after 10 s without an answer (lib/offline/network), or when
 * `signal` (the form's: closing it aborts) aborts first.
 */
import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { requestSignal } from '@/lib/offline/network'

type Schemas = components['schemas']

export type Proposal = Schemas['ProposalOut']
export type ProposalDetail = Schemas['ProposalDetail']
export type ProposalPage = Schemas['ProposalPage']
/** POST /api/proposals's body; `submit` left out is true (sent to the IPMR at once). */
export type ProposalIn = Omit<Schemas['ProposalIn'], 'submit'> & { submit?: boolean }
export type ProposalState = Proposal['state']
export type ProposalKind = Proposal['kind']

/** The values of a proposed add (the body of POST /api/people) or edit (of PUT /api/people/{id}, without `version`). */
export type ProposedValues = Schemas['PersonCreate']

/** Under ['proposals']: sending, resubmitting or withdrawing one refreshes My proposals. */
export const proposalKeys = {
  all: ['proposals'] as const,
  lists: () => [...proposalKeys.all, 'list'] as const,
  list: (page: number) => [...proposalKeys.lists(), page] as const,
  detail: (id: number) => [...proposalKeys.all, 'detail', id] as const,
}

/** The one refusal an encoder gets for a barangay outside their scope (403): its message is shown, the typing kept. */
export const OUTSIDE_SCOPE = 'proposals.outside_scope'

/** `POST /api/proposals`: an add, edit or delete proposed for the IPMR's approval (the same `client_id` twice: the first). */
export async function sendProposal(body: ProposalIn, signal?: AbortSignal): Promise<Proposal> {
  return unwrap(await api.POST('/api/proposals', { body: body as Schemas['ProposalIn'], signal: requestSignal(signal) }))
}

/** `PUT /api/proposals/{id}`: a draft or rejected proposal's new values; `submit` sends it to the IPMR again. */
export async function resubmitProposal(id: number, values: ProposedValues, signal?: AbortSignal): Promise<Proposal> {
  const params = { path: { proposal_id: id } }
  return unwrap(
    await api.PUT('/api/proposals/{proposal_id}', {
      params,
      body: { values: values as Record<string, unknown>, submit: true },
      signal: requestSignal(signal),
    }),
  )
}

/** `POST /api/proposals/{id}/withdraw`: a draft or submitted proposal taken back. */
export async function withdrawProposal(id: number, signal?: AbortSignal): Promise<Proposal> {
  const params = { path: { proposal_id: id } }
  return unwrap(await api.POST('/api/proposals/{proposal_id}/withdraw', { params, signal: requestSignal(signal) }))
}

/** `POST /api/proposals/{id}/photo` (multipart field `photo`): the photo chosen in the form, sent after the proposal. */
export async function uploadProposalPhoto(id: number, file: Blob, name: string, signal?: AbortSignal): Promise<Proposal> {
  const params = { path: { proposal_id: id } }
  return unwrap(
    await api.POST('/api/proposals/{proposal_id}/photo', {
      params,
      body: { photo: name },
      bodySerializer: () => {
        const form = new FormData()
        form.append('photo', file, name)
        return form
      },
      signal: requestSignal(signal),
    }),
  )
}

/** `GET /api/proposals/{id}`: one proposal with its values (to edit and resubmit a rejected one). */
export async function getProposal(id: number, signal?: AbortSignal): Promise<ProposalDetail> {
  const params = { path: { proposal_id: id } }
  return unwrap(await api.GET('/api/proposals/{proposal_id}', { params, signal: requestSignal(signal) }))
}

/** Where a proposal's photo is read (author or IPMR). */
export function proposalPhotoUrl(id: number): string {
  return `/api/proposals/${id}/photo`
}
