import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { errorMessage, inLanguage } from '@/lib/api/errors'

import { useCommitImport } from '../api/commit-import'
import { rowsToImport, type ImportChoice, type ImportJob } from '../api/types'
import { ErrorList } from './error-list'
import { ImportReportLink } from './import-report-link'
import { ImportCountList } from './import-counts'
import { ImportDuplicates } from './import-duplicates'
import { PreviewTable } from './preview-table'

/** One uploaded file: its check, preview and errors, then Import and its progress, then what it did. */
export function ImportJobView({ job, onAnother }: { job: ImportJob; onAnother: () => void }) {
  const { t } = useTranslation('admin-import')
  const commit = useCommitImport()
  const [choice, setChoice] = useState<ImportChoice>({ skip_likely: true, skip_rows: [] })
  const valid = rowsToImport(job.counts, choice)
  const rejected = job.counts.rejected
  const warnings = job.warnings ?? []
  return (
    <section aria-label={t('job.label', { fileName: job.file_name })} className="space-y-4">
      <h3 className="break-words text-lg font-semibold text-brand-900">{t('job.heading', { fileName: job.file_name })}</h3>

      {job.status === 'checking' && (
        <ProgressBar
          label={t('job.checking')}
          value={job.checked_rows}
          max={job.total_rows || undefined}
          text={t('job.checked', { count: job.checked_rows })}
        />
      )}

      {job.status === 'failed' && (
        <>
          <Alert>{job.message ? inLanguage(job.message_code, job.message, job.message_params) : t('job.unreadable')}</Alert>
          {job.errors.length > 0 && <ErrorList errors={job.errors} />}
          <Button variant="secondary" onClick={onAnother}>
            {t('job.another')}
          </Button>
        </>
      )}

      {job.status === 'ready' && (
        <>
          {job.message && <Alert tone="info">{inLanguage(job.message_code, job.message, job.message_params)}</Alert>}
          <ImportCountList counts={job.counts} kind="check" label={t('job.willDo')} />
          <ImportDuplicates
            duplicates={job.duplicates}
            count={job.counts.likely ?? job.duplicates?.length ?? 0}
            choice={choice}
            onChoice={setChoice}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              disabled={valid === 0 || commit.isPending}
              aria-describedby={valid === 0 ? 'import-nothing' : undefined}
              onClick={() => commit.mutate({ id: job.id, choice })}
            >
              {t('job.importRows', { count: valid })}
            </Button>
            {valid === 0 && (
              <p id="import-nothing" className="text-sm font-medium text-stone-800">
                {t('job.nothingToImport')}
              </p>
            )}
            <p className="text-sm text-stone-700">
              {rejected > 0 ? t('job.rejected', { count: rejected }) : t('job.allValid')}
            </p>
            <Button variant="secondary" onClick={onAnother}>
              {t('job.another')}
            </Button>
          </div>
          {commit.isError && <Alert>{errorMessage(commit.error, t('job.startFailed'))}</Alert>}
        </>
      )}

      {job.status === 'importing' && (
        <ProgressBar
          label={t('job.importing')}
          value={job.imported_rows}
          max={job.total_rows}
          text={t('job.progress', { done: job.imported_rows, count: job.total_rows })}
        />
      )}

      {job.status === 'done' && (
        <>
          <Alert tone="success">
            {t('job.finished', {
              created: job.result.create,
              updated: job.result.update,
              unchanged: job.result.unchanged,
              rejected: job.result.rejected,
            })}
          </Alert>
          <ImportCountList counts={job.result} kind="result" label={t('job.didDo')} />
          <Button variant="secondary" onClick={onAnother}>
            {t('job.importAnother')}
          </Button>
        </>
      )}

      {(job.status === 'ready' || job.status === 'importing' || job.status === 'done') && (
        <>
          {job.status === 'ready' && <PreviewTable rows={job.preview} />}
          <ErrorList errors={job.errors} />
          {warnings.length > 0 && <ErrorList errors={warnings} kind="warnings" />}
          {job.errors.length + warnings.length > 0 && <ImportReportLink id={job.id} />}
        </>
      )}
    </section>
  )
}
