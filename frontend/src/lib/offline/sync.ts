import { ApiError } from '@/lib/api/errors'
import { OUTSIDE_SCOPE, type Proposal, type ProposalIn } from '@/lib/proposals/api'

import { storedRecord } from './conflict'
import { createdListeners } from './created-at-sync'
import { db, type OutboxEntry, type Person, type PersonBody } from './db'
import { isNetworkFailure } from './network'
import { outboxEntries } from './outbox'
import { keepPhotos } from './kept-photos'
import { keepPeople } from './read-cache'

export { onCreatedAtSync } from './created-at-sync'

/** How the outbox reaches the server (lib/offline/transport.ts; a fake in the tests). */
export interface Transport {
  create(body: PersonBody & { client_id: string }): Promise<Person>
  update(id: number, body: PersonBody & { version: number | null }): Promise<Person>
  uploadPhoto(id: number, photo: File): Promise<Person>
}

/**
 * How an encoder's outbox reaches the server: each entry becomes a proposal for the IPMR's approval, with the
 * entry's client id (sent again, the server answers with the proposal it made the first time).
 */
export interface ProposalTransport {
  propose(body: ProposalIn & { client_id: string }): Promise<Proposal>
  uploadProposalPhoto(id: number, photo: File): Promise<Proposal>
}

export interface SyncResult {
  sent: Person[]
  /** An encoder's entries, sent as proposals (nobody joins the registry before an IPMR approves). */
  proposed: Proposal[]
  /** Why the sync stopped before the end: no connection, or the server no longer knows the session. */
  stopped: 'offline' | 'signed-out' | 'server' | null
}

/**
 * Send an account's waiting entries in the order they were made. A create carries its client id (sent again,
 * the server answers with the person it made the first time); an edit carries the version it was made on.
 * A refusal stays with its entry: a conflict with the stored record (`theirs`), invalid values with the
 * server's messages. No connection, or a session the server ended, stops the sync with everything kept.
 * Through a ProposalTransport (an encoder's outbox) each entry is proposed instead, once per client id, and
 * nobody is kept for reading offline: they are not in the registry until an IPMR approves.
 */
export async function syncOutbox(userId: number, transport: Transport | ProposalTransport): Promise<SyncResult> {
  const sent: Person[] = []
  const proposed: Proposal[] = []
  for (const entry of await outboxEntries(userId)) {
    if (entry.state !== 'waiting' || entry.userId !== userId || entry.seq === undefined) continue
    try {
      if ('propose' in transport) proposed.push(await proposeEntry(entry, transport))
      else sent.push(await sendEntry(entry, transport))
    } catch (error) {
      const stopped = await refused(entry, error, 'propose' in transport)
      if (stopped) return { sent, proposed, stopped }
    }
  }
  // Only people the registry holds are kept for reading offline (a proposal is not in it yet).
  if (sent.length) {
    await keepPeople(userId, sent)
    void keepPhotos(userId, sent)
  }
  return { sent, proposed, stopped: null }
}

/** A photo the server refuses (not an image, too large) is dropped: the rest of the entry is stored. */
function keepGoingWithoutPhoto(error: unknown) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error
}

function photoOf(entry: OutboxEntry): File | null {
  if (!entry.photo) return null
  return new File([entry.photo], entry.photoName ?? 'photo.jpg', { type: entry.photo.type })
}

/** An encoder's entry: a new person proposed as an add, an edit as an edit on the version it was made on. */
async function proposeEntry(entry: OutboxEntry, transport: ProposalTransport): Promise<Proposal> {
  const values = entry.body
  const client_id = entry.clientId
  let proposal = await transport.propose(
    entry.kind === 'create'
      ? { kind: 'add', values, client_id }
      : { kind: 'edit', person_id: entry.personId, base_version: entry.version, values, client_id },
  )
  const photo = photoOf(entry)
  if (photo) {
    try {
      proposal = await transport.uploadProposalPhoto(proposal.id, photo)
    } catch (error) {
      keepGoingWithoutPhoto(error)
    }
  }
  await db.outbox.delete(entry.seq as number)
  return proposal
}

async function sendEntry(entry: OutboxEntry, transport: Transport): Promise<Person> {
  const seq = entry.seq as number
  let person: Person
  if (entry.kind === 'create') {
    person = await transport.create({ ...entry.body, client_id: entry.clientId })
    if (entry.personId === null) await db.outbox.update(seq, { personId: person.id })
    for (const listener of createdListeners) await Promise.resolve(listener(entry, person)).catch(() => undefined)
  } else {
    person = await transport.update(entry.personId as number, { ...entry.body, version: entry.version })
  }
  const photo = photoOf(entry)
  if (photo) {
    try {
      person = await transport.uploadPhoto(person.id, photo)
    } catch (error) {
      // The record is saved; a photo the server refuses (not an image, too large) is dropped with a message.
      keepGoingWithoutPhoto(error)
    }
  }
  await db.outbox.delete(seq)
  return person
}

/** Keep a refusal with its entry; the reason the sync must stop, if it must. */
async function refused(entry: OutboxEntry, error: unknown, proposing: boolean): Promise<SyncResult['stopped']> {
  const seq = entry.seq as number
  if (isNetworkFailure(error)) return 'offline'
  if (!(error instanceof ApiError)) throw error
  if (proposing && error.code === OUTSIDE_SCOPE) {
    // A barangay outside the encoder's: the entry waits to be corrected, its message at the barangay.
    await db.outbox.update(seq, { state: 'invalid', message: error.message, fieldErrors: { barangay: error.message } })
    return null
  }
  if (error.status === 401 || error.status === 403) return 'signed-out'
  if (error.status >= 500) return 'server'
  if (error.status === 409 && entry.kind === 'update' && !proposing) {
    await db.outbox.update(seq, { state: 'conflict', message: error.message, theirs: storedRecord(error) })
    return null
  }
  await db.outbox.update(seq, { state: 'invalid', message: error.message, fieldErrors: error.fields })
  return null
}

let running: Promise<SyncResult> | null = null

/** One sync at a time in this tab (a second call shares the running one), and across tabs (Web Locks). */
export function syncOnce(userId: number, transport: Transport | ProposalTransport): Promise<SyncResult> {
  if (running) return running
  const run = () => syncOutbox(userId, transport)
  const locked = new Promise<SyncResult>((resolve, reject) => {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      navigator.locks.request('katutubo-outbox-sync', () => run().then(resolve, reject)).catch(reject)
    } else run().then(resolve, reject)
  })
  const shared = locked.finally(() => {
    running = null
  })
  running = shared
  return shared
}
