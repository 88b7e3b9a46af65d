import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { photoUpload } from '@/lib/api/photo-upload'
import { sendNewPerson, sendPersonUpdate } from '@/lib/people-writes'
import { sendProposal, uploadProposalPhoto } from '@/lib/proposals/api'

import type { ProposalTransport, Transport } from './sync'
import { requestSignal } from './network'

/** The outbox sent through the API client (CSRF, the session's 401) by the form's own requests (lib/people-writes);
 * each request gives up after 10 s. */
export const apiTransport: Transport = {
  create: (body) => sendNewPerson(body),
  update: (id, body) => sendPersonUpdate(id, body),
  async uploadPhoto(id, photo) {
    const params = { path: { person_id: id } }
    return unwrap(await api.POST('/api/people/{person_id}/photo', { params, ...photoUpload(photo), signal: requestSignal() }))
  },
}

/** An encoder's outbox: each entry proposed for the IPMR's approval (lib/proposals), by the form's own requests. */
export const proposalTransport: ProposalTransport = {
  propose: (body) => sendProposal(body),
  uploadProposalPhoto: (id, photo) => uploadProposalPhoto(id, photo, photo.name),
}
