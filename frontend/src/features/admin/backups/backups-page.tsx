import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'
import { formatDateTime } from '@/lib/audit/format'

import { useBackupSchedule } from './api/get-backup-schedule'
import { useBackups } from './api/get-backups'
import { useRunBackup } from './api/run-backup'
import type { BackupSchedule } from './api/types'
import { BackupsTable } from './components/backups-table'
import { DownloadDialog } from './components/download-dialog'

/** How the server backs up by itself (or how to make it), and how many it keeps. */
function scheduleText(schedule: BackupSchedule, t: TFunction<'admin-backups'>): string {
  const keep = t('schedule.keep', { count: schedule.keep })
  if (schedule.every_hours === null) {
    return `${t('schedule.off')} ${t('schedule.offHint', { keep })}`
  }
  const on = t('schedule.on', { every: t('schedule.every', { count: schedule.every_hours }), keep })
  return schedule.encrypted ? `${on} ${t('schedule.encrypted')}` : on
}

/** Administration → Backups: the backups on the server, one now, and a download that asks for the password. */
export default function BackupsPage() {
  const { t } = useTranslation('admin-backups')
  const backups = useBackups()
  const schedule = useBackupSchedule()
  const run = useRunBackup()
  const [downloading, setDownloading] = useState<string | null>(null)
  const { toasts, notify, dismiss } = useToasts()

  function backUpNow() {
    run.mutate(undefined, {
      onSuccess: (made) => notify('success', t('made', { time: formatDateTime(made.created_at) })),
      onError: (error) => notify('error', errorMessage(error, t('failed'))),
    })
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      {schedule.data && <p className="text-sm text-stone-700">{scheduleText(schedule.data, t)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={backUpNow} disabled={run.isPending}>
          {run.isPending && (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          )}
          {run.isPending ? t('backingUp') : t('backUpNow')}
        </Button>
        {run.isPending && (
          <p role="status" className="text-sm text-stone-700">
            {t('writing')}
          </p>
        )}
      </div>
      {backups.isPending ? (
        <Spinner label={t('loading')} />
      ) : backups.isError ? (
        <LoadError what={t('loadWhat')} error={backups.error} onRetry={() => void backups.refetch()} />
      ) : backups.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">{t('empty')}</p>
      ) : (
        <BackupsTable backups={backups.data} onDownload={setDownloading} />
      )}
      <DownloadDialog name={downloading} onClose={() => setDownloading(null)} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </div>
  )
}
