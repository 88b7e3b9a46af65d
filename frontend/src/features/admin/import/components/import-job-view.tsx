import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { errorMessage } from '@/lib/api/errors'

import { useCommitImport } from '../api/commit-import'
import { validRows, type ImportJob } from '../api/types'
import { ErrorList } from './error-list'
import { ImportCountList } from './import-counts'
import { PreviewTable } from './preview-table'
import { useTranslation } from 'react-i18next'

const count = (n: number) => n.toLocaleString('en-US')
const rowsWord = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`

/** One uploaded file: its check, preview and errors, then Import and its progress, then what it did. */
export function ImportJobView({ job, onAnother }: { job: ImportJob; onAnother: () => void }) {
  const { t } = useTranslation('admin')
  const commit = useCommitImport()
  const valid = validRows(job.counts)
  const rejected = job.counts.rejected
  return (
    <section aria-label={t('import_of_file_name', { file_name: job.file_name })} className="space-y-4">
      <h3 className="break-words text-lg font-semibold text-brand-900">{t('file_file_name', { file_name: job.file_name })}</h3>

      {job.status === 'checking' && (
        <ProgressBar
          label={t('checking_the_file')}
          value={job.checked_rows}
          max={job.total_rows || undefined}
          text={t('checking_rowsword_checked', { rowsWord: rowsWord(job.checked_rows) })}
        />
      )}

      {job.status === 'failed' && (
        <>
          <Alert>{job.message ?? t('the_file_could_not_be_read')}</Alert>
          <Button variant="secondary" onClick={onAnother}>
            {t('choose_another_file')}
          </Button>
        </>
      )}

      {job.status === 'ready' && (
        <>
          <ImportCountList counts={job.counts} kind="check" label={t('what_the_import_will_do')} />
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={valid === 0 || commit.isPending} onClick={() => commit.mutate(job.id)}>{t('import_rowsword', { rowsWord: rowsWord(valid) })}</Button>
            <p className="text-sm text-stone-700">
              {rejected > 0 ? t('rowsword_with_errors_will_not_be', { rowsWord: rowsWord(rejected) }) : t('every_row_is_valid')}
            </p>
            <Button variant="secondary" onClick={onAnother}>
              {t('choose_another_file')}
            </Button>
          </div>
          {commit.isError && <Alert>{errorMessage(commit.error, 'Could not start the import. Please try again.')}</Alert>}
        </>
      )}

      {job.status === 'importing' && (
        <ProgressBar
          label={t('importing')}
          value={job.imported_rows}
          max={valid}
          text={t('importing_count_of_rowsword', { count: count(job.imported_rows), rowsWord: rowsWord(valid) })}
        />
      )}

      {job.status === 'done' && (
        <>
          <Alert tone="success">{t('import_finished_count_created_count2_upd', { count: count(job.result.create), count2: count(job.result.update), count3: count(job.result.unchanged), count4: count(job.result.rejected) })}</Alert>
          <ImportCountList counts={job.result} kind="result" label={t('what_the_import_did')} />
          <Button variant="secondary" onClick={onAnother}>
            {t('import_another_file')}
          </Button>
        </>
      )}

      {(job.status === 'ready' || job.status === 'importing' || job.status === 'done') && (
        <>
          {job.status === 'ready' && <PreviewTable rows={job.preview} />}
          <ErrorList errors={job.errors} />
        </>
      )}
    </section>
  )
}
