import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { errorMessage } from '@/lib/api/errors'

import { useCommitImport } from '../api/commit-import'
import { validRows, type ImportJob } from '../api/types'
import { ErrorList } from './error-list'
import { ImportCountList } from './import-counts'
import { ImportDuplicates } from './import-duplicates'
import { PreviewTable } from './preview-table'

const count = (n: number) => n.toLocaleString('en-US')
const rowsWord = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`

/** One uploaded file: its check, preview and errors, then Import and its progress, then what it did. */
export function ImportJobView({ job, onAnother }: { job: ImportJob; onAnother: () => void }) {
  const commit = useCommitImport()
  const valid = validRows(job.counts)
  const rejected = job.counts.rejected
  return (
    <section aria-label={`Import of ${job.file_name}`} className="space-y-4">
      <h3 className="break-words text-lg font-semibold text-brand-900">File: {job.file_name}</h3>

      {job.status === 'checking' && (
        <ProgressBar
          label="Checking the file"
          value={job.checked_rows}
          max={job.total_rows || undefined}
          text={`Checking… ${rowsWord(job.checked_rows)} checked`}
        />
      )}

      {job.status === 'failed' && (
        <>
          <Alert>{job.message ?? 'The file could not be read.'}</Alert>
          <Button variant="secondary" onClick={onAnother}>
            Choose another file
          </Button>
        </>
      )}

      {job.status === 'ready' && (
        <>
          <ImportCountList counts={job.counts} kind="check" label="What the import will do" />
          <ImportDuplicates duplicates={job.duplicates} />
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={valid === 0 || commit.isPending} onClick={() => commit.mutate(job.id)}>
              Import {rowsWord(valid)}
            </Button>
            <p className="text-sm text-stone-700">
              {rejected > 0 ? `${rowsWord(rejected)} with errors will not be imported.` : 'Every row is valid.'}
            </p>
            <Button variant="secondary" onClick={onAnother}>
              Choose another file
            </Button>
          </div>
          {commit.isError && <Alert>{errorMessage(commit.error, 'Could not start the import. Please try again.')}</Alert>}
        </>
      )}

      {job.status === 'importing' && (
        <ProgressBar
          label="Importing"
          value={job.imported_rows}
          max={valid}
          text={`Importing… ${count(job.imported_rows)} of ${rowsWord(valid)}`}
        />
      )}

      {job.status === 'done' && (
        <>
          <Alert tone="success">
            Import finished: {count(job.result.create)} created, {count(job.result.update)} updated,{' '}
            {count(job.result.unchanged)} unchanged, {count(job.result.rejected)} rejected.
          </Alert>
          <ImportCountList counts={job.result} kind="result" label="What the import did" />
          <Button variant="secondary" onClick={onAnother}>
            Import another file
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
