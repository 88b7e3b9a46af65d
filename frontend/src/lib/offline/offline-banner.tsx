import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useSession } from '@/lib/auth/session'

import { useOnline } from './network'
import { forgetSynced, useOutbox, useProposedCount, useSyncedCount, useSyncing, useSyncNow } from './use-outbox'

/**
 * Under the header while signed in: 'Offline' with no connection, and how many changes wait to be sent
 * ('Offline — 3 changes waiting to sync'); online with changes waiting, Sync now; once they are all sent, '3 changes
 * synced.' until the person puts it away (the waiting list empties, so nothing else would say it worked).
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline')
  const { user } = useSession()
  const online = useOnline()
  const waiting = useOutbox().length
  const syncing = useSyncing()
  const syncNow = useSyncNow()
  const synced = useSyncedCount(user?.id ?? null)
  const proposed = useProposedCount(user?.id ?? null)
  useEffect(() => {
    if (!online) forgetSynced()
  }, [online])
  if (!user || (online && waiting === 0 && synced + proposed === 0)) return null
  if (online && waiting === 0) return <SyncedConfirmation count={synced} proposed={proposed} />
  const text = online
    ? t('banner.waiting', { count: waiting })
    : waiting
      ? t('banner.offlineWaiting', { count: waiting })
      : t('banner.offline')
  return (
    <div role="status" className="bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950 sm:px-6 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <span>{text}</span>
        {online && waiting > 0 && (
          <button
            type="button"
            className="min-h-10 rounded-lg px-2 font-semibold underline disabled:opacity-60"
            disabled={syncing}
            onClick={() => void syncNow()}
          >
            {syncing ? t('syncing') : t('syncNow')}
          </button>
        )}
      </div>
    </div>
  )
}

/** An encoder's entries are not in the registry yet: the confirmation says they went to the IPMR for approval. */
function SyncedConfirmation({ count, proposed }: { count: number; proposed: number }) {
  const { t } = useTranslation('offline')
  return (
    <div role="status" className="bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 sm:px-6 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        {count > 0 && <span>{t('synced', { count })}</span>}
        {proposed > 0 && <span>{t('proposed', { count: proposed })}</span>}
        <button
          type="button"
          className="min-h-10 rounded-lg px-2 font-semibold underline"
          onClick={forgetSynced}
        >
          {t('syncedOk')}
        </button>
      </div>
    </div>
  )
}
