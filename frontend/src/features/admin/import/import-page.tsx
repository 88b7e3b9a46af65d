import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api/errors'

import { useImportJob } from './api/get-import-job'
import { ImportJobView } from './components/import-job-view'
import { UploadForm } from './components/upload-form'
import { useImportFinished } from './hooks/use-import-finished'

/** The job being looked at is kept in the address (?job=), so a reload finds the check or import again. */
function useJobParam() {
  const [params, setParams] = useSearchParams()
  const id = Number(params.get('job'))
  return [Number.isInteger(id) && id > 0 ? id : null, (next: number | null) => setParams(next ? { job: String(next) } : {})] as const
}

/** Administration → Import: upload, check (preview and every error), import the valid rows. */
export default function ImportPage() {
  const { t } = useTranslation('admin-import')
  const [jobId, setJobId] = useJobParam()
  const job = useImportJob(jobId)
  useImportFinished(job.data)
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      {jobId === null ? (
        <UploadForm onChecking={(started) => setJobId(started.id)} />
      ) : job.data ? (
        <ImportJobView job={job.data} onAnother={() => setJobId(null)} />
      ) : job.isError ? (
        <Alert>{errorMessage(job.error, t('loadFailed'))}</Alert>
      ) : (
        <Spinner label={t('loadingImport')} />
      )}
    </div>
  )
}
