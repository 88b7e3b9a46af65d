import type { SessionData } from './db'
import { isNetworkFailure } from './network'

/** The device's database, opened when first needed: the session module is in every screen's first load,
 * the offline store (Dexie, some 30 kB gzip) is not. */
const offlineDb = () => import('./db').then((module) => module.db)

/**
 * The account whose records this tab reads and writes offline, and whether the server itself said so in this
 * tab (`confirmed`): an outbox is only ever sent under the account the server confirmed, never on the word
 * of the copy kept on the device.
 */
let active: { userId: number; confirmed: boolean } | null = null

export function activeUser(): { userId: number; confirmed: boolean } | null {
  return active
}

/**
 * The session from the server, kept on the device; with no connection, the one kept (so a clerk signed in
 * on this device reopens the app offline with their name). Anything else (a 5xx) is the caller's error.
 */
export async function sessionOrKept(fetchSession: () => Promise<SessionData>): Promise<SessionData> {
  try {
    const session = await fetchSession()
    void keepSession(session) // the app does not wait on the device's storage
    return session
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const kept = await quietly(async () => (await offlineDb()).session.get('session'))
    if (!kept) throw error
    active = { userId: kept.userId, confirmed: false }
    return kept.session
  }
}

/** The server's answer (a session fetched, or the one a login or signup returned) is kept on the device. */
export async function keepSession(session: SessionData): Promise<void> {
  const user = session.user
  active = user ? { userId: user.id, confirmed: true } : null
  await quietly(async () => {
    const db = await offlineDb()
    if (user) await db.session.put({ key: 'session', userId: user.id, session })
    else await db.session.delete('session')
  })
}

/**
 * Signed out (logout, or the server ended the session): the kept session and every kept record, photo and
 * duplicate found at sync go (Data Privacy Act). An outbox of changes not yet sent stays, under its account, until that account signs in
 * again (and sends it) or discards it at logout.
 */
export async function forgetKeptRecords(): Promise<void> {
  active = null
  await quietly(async () => {
    const [db, { releaseKeptPhotos }] = await Promise.all([offlineDb(), import('./kept-photos')])
    releaseKeptPhotos()
    await db.transaction('rw', [db.people, db.photos, db.findings, db.session, db.households], async () => {
      await db.people.clear()
      await db.households.clear()
      await db.photos.clear()
      await db.findings.clear()
      await db.session.clear()
    })
  })
}

/** IndexedDB may be missing (a private window of some browsers): the app then works online only. */
async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch {
    return undefined
  }
}
