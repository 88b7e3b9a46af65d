import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'

import { useBackupSchedule } from './api/get-backup-schedule'
import { useBackups } from './api/get-backups'
import { useRunBackup } from './api/run-backup'
import type { BackupSchedule } from './api/types'
import { BackupsTable } from './components/backups-table'
import { DownloadDialog } from './components/download-dialog'
import { formatTime } from './components/format'
import { useTranslation } from 'react-i18next'

export const EMPTY_TEXT = 'No backups yet.'
export const SCHEDULE_OFF = 'Scheduled backups are off.'

function scheduleText(schedule: BackupSchedule): string {
  const keep = `the newest ${schedule.keep} are kept`
  if (schedule.every_hours === null) {
    return `${SCHEDULE_OFF} Set KATUTUBO_BACKUP_EVERY_HOURS (and KATUTUBO_BACKUP_DIR) for the server to back up by itself; ${keep}.`
  }
  const hours = schedule.every_hours === 1 ? 'hour' : `${schedule.every_hours} hours`
  return `The server backs up every ${hours}; ${keep}.${schedule.encrypted ? ' Backups are encrypted.' : ''}`
}

/** Administration → Backups: the backups on the server, one now, and a download that asks for the password. */
export default function BackupsPage() {
  const { t } = useTranslation('admin')
  const backups = useBackups()
  const schedule = useBackupSchedule()
  const run = useRunBackup()
  const [downloading, setDownloading] = useState<string | null>(null)
  const { toasts, notify, dismiss } = useToasts()

  function backUpNow() {
    run.mutate(undefined, {
      onSuccess: (made) => notify('success', `Backup made: ${formatTime(made.created_at)}.`),
      onError: (error) => notify('error', errorMessage(error, 'The backup failed. Please try again.')),
    })
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{t('backups')}</h2>
      {schedule.data && <p className="text-sm text-stone-700">{scheduleText(schedule.data)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={backUpNow} disabled={run.isPending}>
          {run.isPending && (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          )}
          {run.isPending ? t('backing_up') : t('back_up_now')}
        </Button>
        {run.isPending && (
          <p role="status" className="text-sm text-stone-700">
            {t('writing_the_backup_and_checking_it')}
          </p>
        )}
      </div>
      {backups.isPending ? (
        <Spinner label={t('loading_the_backups')} />
      ) : backups.isError ? (
        <LoadError what="the backups" error={backups.error} onRetry={() => void backups.refetch()} />
      ) : backups.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">{EMPTY_TEXT}</p>
      ) : (
        <BackupsTable backups={backups.data} onDownload={setDownloading} />
      )}
      <DownloadDialog name={downloading} onClose={() => setDownloading(null)} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </div>
  )
}
