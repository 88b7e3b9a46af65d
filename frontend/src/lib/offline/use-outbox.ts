import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

import { sessionQuery, useSession } from '@/lib/auth/session'

import type { OutboxEntry } from './outbox'
import { activeUser } from './session-store'
import type { SyncResult } from './sync'

/** The signed-in account's outbox, kept up to date as entries are added, sent or refused (any tab). */
export function useOutbox(): OutboxEntry[] {
  const { user } = useSession()
  const userId = user?.id ?? null
  const [entries, setEntries] = useState<{ userId: number | null; list: OutboxEntry[] }>({ userId: null, list: [] })
  useEffect(() => {
    if (userId === null) return
    // The offline store loads with the first signed-in screen, not with the sign-in screen.
    let subscription: { unsubscribe: () => void } | null = null
    let stopped = false
    void Promise.all([import('dexie'), import('./outbox')]).then(([{ liveQuery }, { outboxEntries }]) => {
      if (stopped) return
      subscription = liveQuery(() => outboxEntries(userId)).subscribe({
        next: (list) => setEntries({ userId, list }),
        error: () => setEntries({ userId, list: [] }),
      })
    })
    return () => {
      stopped = true
      subscription?.unsubscribe()
    }
  }, [userId])
  return entries.userId === userId ? entries.list : []
}

// Whether a sync is running, shared by the banner, the waiting list and the logout question.
let syncing = false
const listeners = new Set<() => void>()
function setSyncing(value: boolean) {
  syncing = value
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSyncing(): boolean {
  return useSyncExternalStore(subscribe, () => syncing, () => false)
}

/**
 * How many changes the syncs sent for an account since the confirmation ('3 changes synced.') was last put away,
 * and how many of an encoder's entries went to the IPMR as proposals ('2 entries sent to the IPMR for approval.').
 * Two callers of one running sync share its result: it is counted once.
 */
let synced: { userId: number; count: number; proposed: number } | null = null
let counted: SyncResult | null = null
function countSynced(userId: number, result: SyncResult) {
  if (result === counted || result.sent.length + result.proposed.length === 0) return
  counted = result
  const before = synced?.userId === userId ? synced : { count: 0, proposed: 0 }
  synced = { userId, count: before.count + result.sent.length, proposed: before.proposed + result.proposed.length }
  for (const listener of listeners) listener()
}

/** The changes sent for the signed-in account and not yet confirmed to the person (0: none). */
export function useSyncedCount(userId: number | null): number {
  const last = useSyncExternalStore(subscribe, () => synced, () => null)
  return last && last.userId === userId ? last.count : 0
}

/** An encoder's entries the syncs sent as proposals, not yet confirmed to the person (0: none). */
export function useProposedCount(userId: number | null): number {
  const last = useSyncExternalStore(subscribe, () => synced, () => null)
  return last && last.userId === userId ? last.proposed : 0
}

/** The confirmation is put away (dismissed, or the device went offline again). */
export function forgetSynced(): void {
  if (synced === null) return
  synced = null
  for (const listener of listeners) listener()
}

/**
 * Sync now: first the server confirms who is signed in (a session kept on the device is not enough: one
 * account's outbox is never sent under another), then that account's entries go in order, and the lists
 * refresh. Stopped 'offline' when the server could not be reached to confirm the session; null when nothing
 * may be sent (signed out, another account).
 */
export function useSyncNow(): () => Promise<SyncResult | null> {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    setSyncing(true)
    try {
      const session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined)
      if (session === undefined) return { sent: [], proposed: [], stopped: 'server' }
      const confirmed = activeUser()
      // The session kept on the device answered instead of the server: no connection yet.
      if (session.user && confirmed && !confirmed.confirmed) return { sent: [], proposed: [], stopped: 'offline' }
      if (!session.user || !confirmed?.confirmed || confirmed.userId !== session.user.id) return null
      const [{ syncOnce }, { apiTransport, proposalTransport }] = await Promise.all([import('./sync'), import('./transport')])
      // An encoder's entries become proposals for the IPMR's approval; the lists do not change.
      const transport = session.user.role === 'encoder' ? proposalTransport : apiTransport
      const result = await syncOnce(session.user.id, transport)
      countSynced(session.user.id, result)
      if (result.sent.length) await queryClient.invalidateQueries({ queryKey: ['people'] })
      if (result.proposed.length) await queryClient.invalidateQueries({ queryKey: ['proposals'] })
      return result
    } finally {
      setSyncing(false)
    }
  }, [queryClient])
}
