import { db, type OutboxEntry, type Person, type PersonBody } from './db'

export type { OutboxEntry } from './db'

function newClientId(): string {
  return crypto.randomUUID()
}

const fresh = { state: 'waiting' as const, message: null, fieldErrors: {}, theirs: null }

/** A new person recorded with no connection. */
export async function queueCreate(userId: number, body: PersonBody, photo: File | null): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    userId,
    clientId: newClientId(),
    kind: 'create',
    personId: null,
    version: null,
    body,
    base: null,
    photo,
    photoName: photo?.name ?? null,
    ...fresh,
    queuedAt: Date.now(),
  }
  entry.seq = await db.outbox.add(entry)
  return entry
}

/**
 * An edit made with no connection, on the version the form loaded. A second edit of a person already waiting
 * replaces the first one's values and keeps its version (it was made on the same record).
 */
export async function queueUpdate(userId: number, base: Person, body: PersonBody, photo: File | null): Promise<OutboxEntry> {
  const waiting = await db.outbox
    .where('personId')
    .equals(base.id)
    .filter((e) => e.userId === userId && e.kind === 'update' && e.state === 'waiting')
    .first()
  if (waiting?.seq !== undefined) {
    const changes = { body, ...(photo ? { photo, photoName: photo.name } : {}) }
    await db.outbox.update(waiting.seq, changes)
    return { ...waiting, ...changes }
  }
  const entry: OutboxEntry = {
    userId,
    clientId: newClientId(),
    kind: 'update',
    personId: base.id,
    version: base.version,
    body,
    base,
    photo,
    photoName: photo?.name ?? null,
    ...fresh,
    queuedAt: Date.now(),
  }
  entry.seq = await db.outbox.add(entry)
  return entry
}

/** An entry corrected by the clerk (after the server refused its values): waiting again, with these values. */
export async function reviseEntry(seq: number, body: PersonBody, photo: File | null): Promise<void> {
  await db.outbox.update(seq, { body, ...fresh, ...(photo ? { photo, photoName: photo.name } : {}) })
}

/** An account's entries, in the order they were made. */
export async function outboxEntries(userId: number): Promise<OutboxEntry[]> {
  return (await db.outbox.where('userId').equals(userId).toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
}

export async function discardEntry(seq: number): Promise<void> {
  await db.outbox.delete(seq)
}

/** "Log out and discard": every change of this account waiting on this device is dropped. */
export async function discardAccount(userId: number): Promise<void> {
  await db.outbox.where('userId').equals(userId).delete()
}

/** A conflict settled field by field: the chosen values are sent again, on the version stored now. */
export async function settleConflict(seq: number, body: PersonBody, theirs: Person): Promise<void> {
  await db.outbox.update(seq, { body, version: theirs.version, base: theirs, ...fresh })
}
