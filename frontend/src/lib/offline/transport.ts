import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { photoUpload } from '@/lib/api/photo-upload'

import type { Transport } from './sync'
import { requestSignal } from './network'

/** The outbox sent through the API client (CSRF, the session's 401); each request gives up after 10 s. */
export const apiTransport: Transport = {
  async create(body) {
    return unwrap(await api.POST('/api/people', { body, signal: requestSignal() }))
  },
  async update(id, body) {
    const params = { path: { person_id: id } }
    return unwrap(await api.PUT('/api/people/{person_id}', { params, body, signal: requestSignal() }))
  },
  async uploadPhoto(id, photo) {
    const params = { path: { person_id: id } }
    return unwrap(await api.POST('/api/people/{person_id}/photo', { params, ...photoUpload(photo), signal: requestSignal() }))
  },
}
