import { db, type Person } from './db'
import { requestSignal } from './network'

/** Which people's photos are being fetched now (a person is never fetched twice at once). */
const fetching = new Set<string>()

async function fetchPhoto(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin', signal: requestSignal() })
  if (!response.ok) throw new Error(`The photo could not be fetched (${response.status}).`)
  return response.blob()
}

/**
 * Keep the thumbnails of people kept for reading offline, one at a time, so their profile shows the photo with
 * no connection. A photo kept already (same address: the address names the photo's version) is not fetched
 * again; a person whose photo was removed loses it. A photo that cannot be fetched is simply not kept. A person
 * no longer kept (dropped from the newest 200, or the account signed out meanwhile) gets none.
 */
export async function keepPhotos(userId: number, people: Person[], fetchBlob = fetchPhoto): Promise<void> {
  for (const person of people) {
    const key = `${userId}:${person.id}`
    if (fetching.has(key)) continue
    fetching.add(key)
    try {
      const id = [userId, person.id] as never
      const url = person.thumb_url
      const kept = await db.photos.get(id)
      if (!url) {
        if (kept) await db.photos.delete(id)
        continue
      }
      if (kept?.url === url) continue
      const blob = await fetchBlob(url)
      await db.transaction('rw', db.people, db.photos, async () => {
        if (await db.people.get(id)) await db.photos.put({ userId, id: person.id, url, blob })
      })
    } catch {
      // Not kept: offline, the profile shows no photo for this person.
    } finally {
      fetching.delete(key)
    }
  }
}

/** The object URLs made for kept photos in this tab, by person and photo (revoked at logout). */
const shown = new Map<string, string>()

/**
 * A person read from this device with its kept photo (as both the photo and the thumbnail: the profile and the
 * list show it offline); as it is when none is kept.
 */
export async function withKeptPhoto(userId: number, person: Person): Promise<Person> {
  if (!person.thumb_url || typeof URL.createObjectURL !== 'function') return person
  const kept = await db.photos.get([userId, person.id] as never).catch(() => undefined)
  if (!kept || kept.url !== person.thumb_url) return person
  const key = `${userId}:${person.id}:${kept.url}`
  let objectUrl = shown.get(key)
  if (!objectUrl) {
    objectUrl = URL.createObjectURL(kept.blob)
    shown.set(key, objectUrl)
  }
  return { ...person, photo_url: objectUrl, thumb_url: objectUrl }
}

/** Signed out: the photos shown from this device are released with the rest. */
export function releaseKeptPhotos(): void {
  for (const objectUrl of shown.values()) URL.revokeObjectURL(objectUrl)
  shown.clear()
}
