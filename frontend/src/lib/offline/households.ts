/** Households viewed, kept for reading offline like people (lib/offline/read-cache.ts), per account. */
import { db } from './db'
import { isNetworkFailure } from './network'
import { notAvailableOffline } from './read-through'
import { activeUser } from './session-store'

/** The households kept for reading offline, per account: the newest this many viewed. */
export const KEEP_HOUSEHOLDS = 100

export async function keepHousehold(userId: number, id: number, household: unknown): Promise<void> {
  await db.transaction('rw', db.households, async () => {
    await db.households.put({ userId, id, household, seenAt: Date.now() })
    const kept = await db.households.where('userId').equals(userId).sortBy('seenAt')
    const over = kept.length - KEEP_HOUSEHOLDS
    if (over > 0) await db.households.bulkDelete(kept.slice(0, over).map((h) => [h.userId, h.id] as never))
  })
}

export async function keptHousehold(userId: number, id: number): Promise<unknown> {
  return (await db.households.get([userId, id] as never))?.household
}

/** A household from the server (kept for reading offline), or with no connection the copy kept on this device. */
export async function householdOrKept<T>(id: number, fetchHousehold: () => Promise<T>): Promise<T> {
  const user = activeUser()
  try {
    const household = await fetchHousehold()
    if (user) await keepHousehold(user.userId, id, household).catch(() => undefined)
    return household
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const kept = user ? await keptHousehold(user.userId, id).catch(() => undefined) : undefined
    if (!kept) throw notAvailableOffline()
    return kept as T
  }
}
