import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'

import { useOutbox, useSyncing, useSyncNow } from './use-outbox'

/** How many of the signed-in account's changes are not yet sent (the Log Out dialog asks first if any). */
export function useUnsyncedCount(): number {
  return useOutbox().length
}

export function UnsyncedQuestion({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation('offline')
  return (
    <p id={id} className="text-stone-800">
      {t('logout.question', { count })}
    </p>
  )
}

/**
 * Sync now (the question closes itself once nothing waits) / Log out and discard: this account's waiting
 * changes are dropped from the device, then `logOut` runs (which clears the rest: lib/auth/session.ts).
 */
export function UnsyncedActions({ logOut, busy }: { logOut: () => void; busy: boolean }) {
  const { t } = useTranslation('offline')
  const { user } = useSession()
  const syncing = useSyncing()
  const syncNow = useSyncNow()
  return (
    <>
      <Button variant="secondary" disabled={syncing || busy} onClick={() => void syncNow()}>
        {syncing ? t('syncing') : t('syncNow')}
      </Button>
      <Button
        variant="danger"
        disabled={busy}
        onClick={async () => {
          if (user) await (await import('./outbox')).discardAccount(user.id)
          logOut()
        }}
      >
        {t('logout.discard')}
      </Button>
    </>
  )
}
