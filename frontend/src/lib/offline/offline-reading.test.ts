import 'fake-indexeddb/auto'

import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { jsonResponse, server } from '@/test/fetch-stub'
import { sessionAs } from '@/test/render-routes'

import { db, type Person } from './db'
import { findingFor, keepFinding } from './findings'
import { keepPhotos } from './kept-photos'
import { keepPeople, KEEP_PEOPLE } from './read-cache'
import { personOrKept } from './read-through'
import { PRECACHED_REFERENCE, referenceOrPrecached, type ReferenceLists } from './reference'
import { forgetKeptRecords, keepSession } from './session-store'

const CLERK = 1 // sessionAs's user
const NO_CONNECTION = () => Promise.reject(new TypeError('Failed to fetch'))
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])

function person(id: number, photoVersion: number | null = 1): Person {
  const thumb = photoVersion === null ? null : `/api/people/${id}/photo?v=${photoVersion}&size=thumb`
  return {
    id,
    version: 1,
    first_name: 'Amihan',
    last_name: `Kept${id}`,
    barangay: 'Tuhian',
    photo_url: thumb && thumb.replace('&size=thumb', ''),
    thumb_url: thumb,
  } as unknown as Person
}

/** The server's photos: the thumbnail of each person asked for (and which were asked for). */
function answerPhotos(): string[] {
  const asked: string[] = []
  server.use(
    http.get(/\/api\/people\/\d+\/photo$/, ({ request }) => {
      const url = new URL(request.url)
      asked.push(`${url.pathname}${url.search}`)
      return new HttpResponse(JPEG, { headers: { 'Content-Type': 'image/jpeg' } })
    }),
  )
  return asked
}

async function photosKept(): Promise<number[]> {
  return (await db.photos.where('userId').equals(CLERK).toArray()).map((p) => p.id).sort((a, b) => a - b)
}

let objectUrls = 0
beforeEach(async () => {
  objectUrls = 0
  URL.createObjectURL = vi.fn(() => `blob:kept-${++objectUrls}`)
  URL.revokeObjectURL = vi.fn()
  await keepSession(sessionAs('ipmr'))
})

afterEach(async () => {
  await forgetKeptRecords()
})

describe('photos for reading offline', () => {
  it('keeps the thumbnail of a person viewed online, and shows it in their profile with no connection', async () => {
    const asked = answerPhotos()
    await personOrKept(5, async () => person(5))
    await vi.waitFor(async () => expect(await photosKept()).toEqual([5]))
    expect(asked).toEqual(['/api/people/5/photo?v=1&size=thumb'])
    const kept = await db.photos.get([CLERK, 5] as never)
    expect(new Uint8Array(await kept!.blob.arrayBuffer())).toEqual(JPEG)

    const offline = await personOrKept(5, NO_CONNECTION)
    expect(offline.last_name).toBe('Kept5')
    expect(offline.photo_url).toBe('blob:kept-1')
    expect(offline.thumb_url).toBe('blob:kept-1')
    expect(URL.createObjectURL).toHaveBeenCalledWith(kept!.blob)
  })

  it('fetches a photo once per version, a new photo again, and drops it when the photo is removed', async () => {
    const asked = answerPhotos()
    await keepPeople(CLERK, [person(5)])
    await keepPhotos(CLERK, [person(5)])
    await keepPhotos(CLERK, [person(5)])
    expect(asked).toEqual(['/api/people/5/photo?v=1&size=thumb'])
    await keepPeople(CLERK, [person(5, 2)])
    await keepPhotos(CLERK, [person(5, 2)])
    expect(asked).toEqual(['/api/people/5/photo?v=1&size=thumb', '/api/people/5/photo?v=2&size=thumb'])
    expect((await db.photos.get([CLERK, 5] as never))?.url).toBe('/api/people/5/photo?v=2&size=thumb')
    await keepPeople(CLERK, [person(5, null)])
    await keepPhotos(CLERK, [person(5, null)])
    expect(await photosKept()).toEqual([])
  })

  it('a person kept without a photo on this device opens offline as before (the photo as the server named it)', async () => {
    server.use(http.get(/\/api\/people\/\d+\/photo$/, () => HttpResponse.error()))
    await personOrKept(6, async () => person(6))
    await keepPhotos(CLERK, [person(6)])
    expect(await photosKept()).toEqual([])
    const offline = await personOrKept(6, NO_CONNECTION)
    expect(offline.thumb_url).toBe('/api/people/6/photo?v=1&size=thumb')
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })

  it('keeps photos only of the people kept: past the newest 200, the oldest person goes with their photo', async () => {
    const fetchBlob = async () => new Blob([JPEG], { type: 'image/jpeg' })
    const first = person(1)
    await keepPeople(CLERK, [first])
    await keepPhotos(CLERK, [first], fetchBlob)
    expect(await photosKept()).toEqual([1])
    await db.people.update([CLERK, 1] as never, { seenAt: 0 }) // viewed long before the others
    const others = Array.from({ length: KEEP_PEOPLE }, (_, i) => person(i + 2, null))
    await keepPeople(CLERK, others)
    expect(await db.people.count()).toBe(KEEP_PEOPLE)
    expect(await photosKept()).toEqual([])
    // A photo arriving for someone no longer kept is not stored.
    await keepPhotos(CLERK, [first], fetchBlob)
    expect(await photosKept()).toEqual([])
  })

  it('at logout the photos and the duplicates found at sync go with the rest, and the shown photos are released', async () => {
    answerPhotos()
    await personOrKept(5, async () => person(5))
    await vi.waitFor(async () => expect(await photosKept()).toEqual([5]))
    await personOrKept(5, NO_CONNECTION)
    await keepFinding(CLERK, 5, [{ id: 2, name: 'Kept2, Amihan', first_name: 'Amihan', middle_name: null, last_name: 'Kept2', gender: null, age: null, lineage: null, date_of_birth: null, barangay: 'Tuhian', father: null, mother: null, thumb_url: null, score: 0.9 }])
    await forgetKeptRecords()
    expect(await db.photos.count()).toBe(0)
    expect(await db.people.count()).toBe(0)
    expect(await findingFor(CLERK, 5)).toBeUndefined()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kept-1')
  })
})

describe('the reference lists', () => {
  const LISTS = { barangays: ['Ajos', 'Tuhian'], tribes: ['Agta'] } as unknown as ReferenceLists

  it('with no connection, come from the copy precached with the app', async () => {
    server.use(http.get(/\/reference\.json$/, () => jsonResponse(LISTS)))
    expect(PRECACHED_REFERENCE).toBe('/reference.json')
    expect(await referenceOrPrecached(NO_CONNECTION)).toEqual(LISTS)
  })

  it('come from the server when it answers, and a refusal (signed out) is not hidden by the copy', async () => {
    const fromServer = { ...LISTS, tribes: ['Agta', 'Dumagat'] }
    expect(await referenceOrPrecached(async () => fromServer)).toEqual(fromServer)
    const refused = new Error('Not signed in.')
    await expect(referenceOrPrecached(() => Promise.reject(refused))).rejects.toBe(refused)
  })
})
