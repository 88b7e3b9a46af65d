import { useEffect, useState } from 'react'

import { useSession } from '@/lib/auth/session'

import { ConflictDialog } from './conflict-dialog'
import { isOnline } from './network'
import { useOutbox, useSyncNow } from './use-outbox'

/** The first wait before trying again a sync the connection cut short; it doubles up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2_000
export const RETRY_MAX_MS = 60_000

/**
 * Sends the outbox when the connection returns, and once when a signed-in tab opens with one; an edit the
 * sync found changed on the server opens the side-by-side choice at once (once per entry in this tab).
 * Mobile data comes and goes: a sync that the connection (or a server with no answer) cut short is tried again
 * while the device says it is online, waiting twice as long each time, and at once when it comes back online.
 */
export function AutoSync({ retryFirstMs = RETRY_FIRST_MS }: { retryFirstMs?: number }) {
  const { user } = useSession()
  const syncNow = useSyncNow()
  const entries = useOutbox()
  const hasWaiting = entries.some((entry) => entry.state === 'waiting')
  const [dismissed, setDismissed] = useState<number[]>([])
  const conflict = entries.find((entry) => entry.state === 'conflict' && !dismissed.includes(entry.seq!)) ?? null
  const ready = user !== null && hasWaiting
  useEffect(() => {
    if (!ready) return
    let stopped = false
    let timer: number | undefined
    let wait = retryFirstMs
    const run = async () => {
      window.clearTimeout(timer)
      const result = await syncNow()
      if (stopped) return
      const cutShort = result !== null && (result.stopped === 'offline' || result.stopped === 'server')
      if (cutShort && isOnline()) {
        timer = window.setTimeout(() => void run(), wait)
        wait = Math.min(wait * 2, RETRY_MAX_MS)
      } else wait = retryFirstMs
    }
    const online = () => {
      wait = retryFirstMs
      void run()
    }
    if (isOnline()) void run()
    window.addEventListener('online', online)
    return () => {
      stopped = true
      window.clearTimeout(timer)
      window.removeEventListener('online', online)
    }
  }, [ready, syncNow, retryFirstMs])
  return (
    <ConflictDialog
      entry={conflict}
      onClose={() => conflict && setDismissed((seqs) => [...seqs, conflict.seq!])}
      onSettled={() => void syncNow()}
    />
  )
}
