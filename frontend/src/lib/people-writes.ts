/**
 * The one way a person is sent to the server: the form (features/people/api) and the offline outbox
 * (lib/offline/transport) both save through these, so a new person or an edit leaves the browser by the same
 * request whichever screen or queue sent it. Each gives up after 10 s without an answer
 * (lib/offline/network), or when `signal` (the form's: closing it aborts) aborts first.
 */
import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { requestSignal } from '@/lib/offline/network'

type Schemas = components['schemas']

/** `POST /api/people`: a new person; the outbox's `client_id` makes a repeated send create nobody new. */
export async function sendNewPerson(body: Schemas['PersonCreate'], signal?: AbortSignal): Promise<Schemas['PersonOut']> {
  return unwrap(await api.POST('/api/people', { body, signal: requestSignal(signal) }))
}

/** `PUT /api/people/{id}`: an edit, refused (409) when `version` is older than the stored record's. */
export async function sendPersonUpdate(
  id: number,
  body: Schemas['PersonUpdate'],
  signal?: AbortSignal,
): Promise<Schemas['PersonOut']> {
  const params = { path: { person_id: id } }
  return unwrap(await api.PUT('/api/people/{person_id}', { params, body, signal: requestSignal(signal) }))
}
