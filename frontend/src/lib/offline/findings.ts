import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'

import { useSession } from '@/lib/auth/session'

import { db, type DuplicateMatch, type SyncFinding } from './db'

export type { DuplicateMatch, SyncFinding } from './db'

/** Possible duplicates found at sync for a person the outbox created, kept for the next time it is opened. */
export async function keepFinding(userId: number, personId: number, matches: DuplicateMatch[]): Promise<void> {
  if (matches.length === 0) return
  await db.findings.put({ userId, personId, matches, foundAt: Date.now() })
}

export async function findingFor(userId: number, personId: number): Promise<SyncFinding | undefined> {
  return db.findings.get([userId, personId] as never)
}

/** The clerk answered (this is a different person): not shown again. */
export async function settleFinding(userId: number, personId: number): Promise<void> {
  await db.findings.delete([userId, personId] as never)
}

/** What the check at sync found for this person, for the signed-in account (kept up to date); null if nothing. */
export function useSyncFinding(personId: number | null): SyncFinding | null {
  const { user } = useSession()
  const userId = user?.id ?? null
  const [found, setFound] = useState<{ key: string; finding: SyncFinding | null } | null>(null)
  const key = `${userId}:${personId}`
  useEffect(() => {
    if (userId === null || personId === null) return
    const subscription = liveQuery(() => findingFor(userId, personId)).subscribe({
      next: (finding) => setFound({ key, finding: finding ?? null }),
      error: () => setFound({ key, finding: null }),
    })
    return () => subscription.unsubscribe()
  }, [userId, personId, key])
  return found?.key === key ? found.finding : null
}
