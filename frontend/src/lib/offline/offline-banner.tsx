import { useTranslation } from 'react-i18next'

import { useSession } from '@/lib/auth/session'

import { useOnline } from './network'
import { useOutbox, useSyncing, useSyncNow } from './use-outbox'

/**
 * Under the header while signed in: 'Offline' with no connection, and how many changes wait to be sent
 * ('Offline — 3 changes waiting to sync'); online with changes waiting, Sync now.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline')
  const { user } = useSession()
  const online = useOnline()
  const waiting = useOutbox().length
  const syncing = useSyncing()
  const syncNow = useSyncNow()
  if (!user || (online && waiting === 0)) return null
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
