import { useEffect, useState } from 'react'

import { useSession } from '@/lib/auth/session'

import { ConflictDialog } from './conflict-dialog'
import { isOnline } from './network'
import { useOutbox, useSyncNow } from './use-outbox'

/**
 * Sends the outbox when the connection returns, and once when a signed-in tab opens with one; an edit the
 * sync found changed on the server opens the side-by-side choice at once (once per entry in this tab).
 */
export function AutoSync() {
  const { user } = useSession()
  const syncNow = useSyncNow()
  const entries = useOutbox()
  const hasWaiting = entries.some((entry) => entry.state === 'waiting')
  const [dismissed, setDismissed] = useState<number[]>([])
  const conflict = entries.find((entry) => entry.state === 'conflict' && !dismissed.includes(entry.seq!)) ?? null
  const ready = user !== null && hasWaiting
  useEffect(() => {
    if (!ready) return
    const run = () => void syncNow()
    if (isOnline()) run()
    window.addEventListener('online', run)
    return () => window.removeEventListener('online', run)
  }, [ready, syncNow])
  return (
    <ConflictDialog
      entry={conflict}
      onClose={() => conflict && setDismissed((seqs) => [...seqs, conflict.seq!])}
      onSettled={() => void syncNow()}
    />
  )
}
