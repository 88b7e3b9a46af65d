import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { ConflictDialog } from './conflict-dialog'
import { draftName } from './draft'
import { useOnline } from './network'
import { discardEntry, type OutboxEntry } from './outbox'
import { useOutbox, useSyncing, useSyncNow } from './use-outbox'

interface Props {
  /** Open the person form on an entry the server refused, with its messages (the master list's form). */
  onCorrect: (entry: OutboxEntry) => void
}

/**
 * 'Waiting to sync' on the master list: the people added or edited on this device and not yet sent, in the
 * order they were made, each with its state: waiting, needs correction (the server's messages), or changed
 * on the server (compare and choose).
 */
export function WaitingToSync({ onCorrect }: Props) {
  const { t } = useTranslation('offline')
  const entries = useOutbox()
  const online = useOnline()
  const syncing = useSyncing()
  const syncNow = useSyncNow()
  const [comparing, setComparing] = useState<OutboxEntry | null>(null)
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="waiting-to-sync" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="waiting-to-sync" className="mr-auto text-lg font-semibold text-brand-900">
          {t('waiting.title')}
        </h2>
        {online && (
          <Button variant="secondary" disabled={syncing} onClick={() => void syncNow()}>
            {syncing ? t('syncing') : t('syncNow')}
          </Button>
        )}
      </div>
      <ul className="divide-y divide-amber-200">
        {entries.map((entry) => (
          <li key={entry.seq} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-medium">{draftName(entry)}</span>
            <span className="text-sm text-stone-700">
              {entry.kind === 'create' ? t('waiting.new') : t('waiting.edit')}
              {entry.photo ? ` · ${t('waiting.photo')}` : ''} · {t(`waiting.${entry.state}`)}
            </span>
            {entry.state === 'invalid' && (
              <ul className="basis-full text-sm text-red-800">
                {Object.values(entry.fieldErrors).length
                  ? Object.values(entry.fieldErrors).map((message) => <li key={message}>{message}</li>)
                  : entry.message && <li>{entry.message}</li>}
              </ul>
            )}
            <span className="ml-auto flex gap-2">
              {entry.state === 'invalid' && (
                <Button variant="secondary" onClick={() => onCorrect(entry)}>
                  {t('waiting.correct')}
                </Button>
              )}
              {entry.state === 'conflict' && (
                <Button variant="secondary" onClick={() => setComparing(entry)}>
                  {t('waiting.compare')}
                </Button>
              )}
              <Button variant="ghost" onClick={() => void discardEntry(entry.seq!)}>
                {t('waiting.discard')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <ConflictDialog entry={comparing} onClose={() => setComparing(null)} onSettled={() => void syncNow()} />
    </section>
  )
}
