import 'fake-indexeddb/auto'

import { afterEach, describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api/errors'

import { differences, keptYours, mergeChoices } from './conflict'
import { db, type Person, type PersonBody } from './db'
import { discardAccount, outboxEntries, queueCreate, queueUpdate, settleConflict } from './outbox'
import { keptPeople } from './read-cache'
import { onCreatedAtSync, syncOutbox, type Transport } from './sync'

const CLERK = 7
const OTHER = 8

function body(last: string, extra: Partial<PersonBody> = {}): PersonBody {
  return {
    last_name: last,
    first_name: 'Amihan',
    barangay: 'Tuhian',
    occupation: 'Farmer',
    contact_number: '+639171234567',
    family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
    ...extra,
  } as PersonBody
}

function stored(id: number, b: PersonBody, version = 1): Person {
  const { family_tree, ...rest } = b
  return { ...rest, id, version, family_tree } as unknown as Person
}

/** A server: people by id, creates idempotent by client id, edits checked against the version. */
class FakeServer implements Transport {
  people = new Map<number, Person>()
  byClient = new Map<string, number>()
  calls: string[] = []
  failAfter = Infinity
  photos = new Map<number, string>()

  private step(name: string) {
    if (this.calls.length >= this.failAfter) throw new TypeError('Failed to fetch')
    this.calls.push(name)
  }

  async create(b: PersonBody & { client_id: string }) {
    this.step(`create ${b.last_name}`)
    if (b.last_name === '') throw new ApiError(422, { error: 'Last Name is required.', code: 'http.422', detail: { fields: { last_name: 'Last Name is required.' } } }, '')
    const known = this.byClient.get(b.client_id)
    if (known !== undefined) return this.people.get(known)!
    const person = stored(this.people.size + 1, b)
    this.people.set(person.id, person)
    this.byClient.set(b.client_id, person.id)
    return person
  }

  async update(id: number, b: PersonBody & { version: number | null }) {
    this.step(`update ${id}`)
    const current = this.people.get(id)!
    if (b.version !== current.version) {
      throw new ApiError(409, { error: 'This record was changed by Tala at Nov 23, 2026 2:05 PM. Reload it to see the changes.', detail: { current } } as never, '')
    }
    const next = stored(id, b, current.version + 1)
    this.people.set(id, next)
    return next
  }

  async uploadPhoto(id: number, photo: File) {
    this.step(`photo ${id}`)
    this.photos.set(id, photo.name)
    return this.people.get(id)!
  }
}

afterEach(async () => {
  await db.outbox.clear()
  await db.people.clear()
})

describe('the outbox sync', () => {
  it('sends the creates in order, each once, with the photo, and keeps the people for reading offline', async () => {
    const server = new FakeServer()
    await queueCreate(CLERK, body('Dalisay'), new File(['jpeg'], 'camera.jpg', { type: 'image/jpeg' }))
    await queueCreate(CLERK, body('Bituin'), null)
    await queueCreate(CLERK, body('Tala'), null)
    const result = await syncOutbox(CLERK, server)
    expect(result.stopped).toBeNull()
    expect(server.calls).toEqual(['create Dalisay', 'photo 1', 'create Bituin', 'create Tala'])
    expect(server.photos.get(1)).toBe('camera.jpg')
    expect(await outboxEntries(CLERK)).toEqual([])
    expect((await keptPeople(CLERK)).map((p) => p.last_name)).toEqual(['Bituin', 'Dalisay', 'Tala'])
  })

  it('sent again after a lost answer, a create makes no second person', async () => {
    const server = new FakeServer()
    server.failAfter = 1 // the create arrives, its answer is lost
    const entry = await queueCreate(CLERK, body('Dalisay'), null)
    await server.create({ ...body('Dalisay'), client_id: entry.clientId })
    expect((await syncOutbox(CLERK, server)).stopped).toBe('offline')
    expect(await outboxEntries(CLERK)).toHaveLength(1)
    server.failAfter = Infinity
    await syncOutbox(CLERK, server)
    expect(server.people.size).toBe(1)
    expect(await outboxEntries(CLERK)).toEqual([])
  })

  it('stops at the first entry the network fails and keeps it and those after it, in order', async () => {
    const server = new FakeServer()
    server.failAfter = 1
    for (const name of ['A', 'B', 'C']) await queueCreate(CLERK, body(name), null)
    expect((await syncOutbox(CLERK, server)).stopped).toBe('offline')
    expect((await outboxEntries(CLERK)).map((e) => e.body.last_name)).toEqual(['B', 'C'])
  })

  it('never sends another account’s entries', async () => {
    const server = new FakeServer()
    await queueCreate(OTHER, body('Theirs'), null)
    await queueCreate(CLERK, body('Mine'), null)
    await syncOutbox(CLERK, server)
    expect(server.calls).toEqual(['create Mine'])
    expect((await outboxEntries(OTHER)).map((e) => e.body.last_name)).toEqual(['Theirs'])
    await discardAccount(OTHER)
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps the server’s messages with an invalid entry and goes on with the next', async () => {
    const server = new FakeServer()
    await queueCreate(CLERK, body(''), null)
    await queueCreate(CLERK, body('Valid'), null)
    await syncOutbox(CLERK, server)
    const [left] = await outboxEntries(CLERK)
    expect(left.state).toBe('invalid')
    expect(left.fieldErrors).toEqual({ last_name: 'Last Name is required.' })
    expect(server.people.size).toBe(1)
  })

  it('an edit made on an older version becomes a conflict; settled per field, exactly that is stored', async () => {
    const server = new FakeServer()
    const original = await server.create({ ...body('Dalisay'), client_id: 'x' })
    await queueUpdate(CLERK, original, body('Dalisay', { occupation: 'Weaver', contact_number: '+639990000000' }), null)
    await server.update(1, { ...body('Dalisay', { occupation: 'Fisher', contact_number: '+639181111111' }), version: 1 })
    await syncOutbox(CLERK, server)
    const [entry] = await outboxEntries(CLERK)
    expect(entry.state).toBe('conflict')
    expect(entry.theirs?.occupation).toBe('Fisher')
    expect(differences(entry.body, entry.theirs!).map((d) => d.field)).toEqual(['occupation', 'contact_number'])
    const merged = mergeChoices(entry.body, entry.theirs!, { occupation: 'theirs', contact_number: 'yours' })
    await settleConflict(entry.seq!, merged, entry.theirs!)
    await syncOutbox(CLERK, server)
    expect(server.people.get(1)).toMatchObject({ occupation: 'Fisher', contact_number: '+639990000000', version: 3 })
    expect(await outboxEntries(CLERK)).toEqual([])
  })

  it('with the record the edit started from, a field only one side changed merges without asking', async () => {
    const server = new FakeServer()
    const original = await server.create({ ...body('Dalisay'), client_id: 'x' })
    const yours = body('Dalisay', { occupation: 'Tricycle driver', address: 'Sitio Ibaba' })
    await queueUpdate(CLERK, original, yours, null)
    await server.update(1, { ...body('Dalisay', { occupation: 'Fisher', contact_number: '+639181111111' }), version: 1 })
    await syncOutbox(CLERK, server)
    const [entry] = await outboxEntries(CLERK)
    // Asked: occupation (both changed). Not asked: address (only yours), contact number (only theirs).
    expect(differences(entry.body, entry.theirs!, entry.base).map((d) => d.field)).toEqual(['occupation'])
    expect(keptYours(entry.body, entry.theirs!, entry.base)).toEqual(['address'])
    const merged = mergeChoices(entry.body, entry.theirs!, {}, entry.base)
    expect(merged).toMatchObject({ occupation: 'Fisher', address: 'Sitio Ibaba', contact_number: '+639181111111' })
  })

  it('tells the checks hooked at sync (the duplicate warning) of each person created, and a failing one stops nothing', async () => {
    const seen: string[] = []
    const off = [
      onCreatedAtSync((entry, person) => void seen.push(`${entry.body.last_name} ${person.id}`)),
      onCreatedAtSync(() => Promise.reject(new Error('check failed'))),
    ]
    await queueCreate(CLERK, body('Dalisay'), null)
    await queueCreate(CLERK, body('Bituin'), null)
    await syncOutbox(CLERK, new FakeServer())
    off.forEach((unsubscribe) => unsubscribe())
    expect(seen).toEqual(['Dalisay 1', 'Bituin 2'])
    expect(await outboxEntries(CLERK)).toEqual([])
  })

  it('a second edit of a person already waiting replaces the first, on the same version', async () => {
    const server = new FakeServer()
    const original = await server.create({ ...body('Dalisay'), client_id: 'x' })
    await queueUpdate(CLERK, original, body('Dalisay', { occupation: 'Weaver' }), null)
    await queueUpdate(CLERK, original, body('Dalisay', { occupation: 'Potter' }), null)
    const entries = await outboxEntries(CLERK)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ version: 1, body: { occupation: 'Potter' } })
  })
})
