import Dexie, { type EntityTable } from 'dexie'

import type { components } from '@/lib/api/schema'

export type Person = components['schemas']['PersonOut']
export type PersonBody = components['schemas']['PersonCreate']
export type SessionData = components['schemas']['SessionOut']
export type DuplicateMatch = components['schemas']['Match']

/** Waiting: to be sent at the next sync. Invalid: the server refused its values (messages kept with it).
 * Conflict: the record changed on the server since the edit was made (`theirs`, to choose per field). */
export type EntryState = 'waiting' | 'invalid' | 'conflict'

/** A save made with no connection, in the order it was made (`seq`), for one account (`userId`). */
export interface OutboxEntry {
  seq?: number
  userId: number
  /** Made on this device (a UUID); a create sends it, so sending it again never makes a second person. */
  clientId: string
  kind: 'create' | 'update'
  /** The person edited; for a create, the person once the server made them (a photo may still be due). */
  personId: number | null
  /** The version the edit was made on (an update). */
  version: number | null
  body: PersonBody
  /** The record as the form loaded it (an update): names the entry while it waits. */
  base: Person | null
  photo: Blob | null
  photoName: string | null
  state: EntryState
  message: string | null
  fieldErrors: Record<string, string>
  theirs: Person | null
  queuedAt: number
}

/** A person viewed or entered on this device, for reading offline (the newest 200 kept, per account). */
export interface KeptPerson {
  userId: number
  id: number
  person: Person
  seenAt: number
}

/** The photo (thumbnail) of a kept person, so the profile shows it offline; `url` is the one it came from. */
export interface KeptPhoto {
  userId: number
  id: number
  url: string
  blob: Blob
}

/**
 * Possible duplicates the check at sync found for a person created from the outbox: shown the next time the
 * clerk opens that person, until the clerk says it is a different person.
 */
export interface SyncFinding {
  userId: number
  personId: number
  matches: DuplicateMatch[]
  foundAt: number
}

/** A household viewed on this device, for reading offline (the newest 100 kept, per account). */
export interface KeptHousehold {
  userId: number
  id: number
  household: unknown
  seenAt: number
}

/** Who was signed in last on this device, so the app opens with their name when there is no network. */
export interface KeptSession {
  key: 'session'
  userId: number
  session: SessionData
}

export const DB_NAME = 'katutubo-offline'

export const db = new Dexie(DB_NAME) as Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>
  people: EntityTable<KeptPerson, 'id'>
  session: EntityTable<KeptSession, 'key'>
  photos: EntityTable<KeptPhoto, 'id'>
  findings: EntityTable<SyncFinding, 'personId'>
  households: EntityTable<KeptHousehold, 'id'>
}

db.version(1).stores({
  outbox: '++seq, userId, clientId, personId',
  people: '[userId+id], userId, seenAt',
  session: 'key',
})

db.version(2).stores({
  photos: '[userId+id], userId',
  findings: '[userId+personId], userId',
})

db.version(3).stores({
  households: '[userId+id], userId, seenAt',
})
