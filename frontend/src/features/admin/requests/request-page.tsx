import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'

import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { TextLink } from '@/components/ui/text-link'
import { formatLongDate } from '@/lib/long-date'

import { personDataUrl } from './api/get-access-report'
import { useRequest } from './api/get-request'
import type { DataRequest } from './api/types'
import { CloseForm } from './components/close-form'
import { RequestDetails } from './components/request-details'

/** /admin/requests/:id: the request, its access report and the person's data files, and closing it. */
export default function RequestPage() {
  const { t, i18n } = useTranslation('admin-requests')
  const id = Number(useParams().id)
  const request = useRequest(id)
  const recorded = (useLocation().state as { recorded?: boolean } | null)?.recorded === true
  const [closed, setClosed] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (recorded || closed) headingRef.current?.focus()
  }, [recorded, closed, request.isSuccess])

  const data = request.data
  return (
    <div className="space-y-4">
      <TextLink to="/admin/requests">{t('detail.back')}</TextLink>
      {request.isPending && <p role="status">{t('loading')}</p>}
      {request.isError && <LoadError what={t('detail.loadWhat')} error={request.error} onRetry={() => void request.refetch()} />}
      {data && (
        <>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-brand-900 focus:outline-none">
            {t('number', { id: data.id })} · {t(`kind.${data.kind}`)}
          </h2>
          {recorded && !closed && (
            <Alert tone="success">{t('form.recorded', { id: data.id, due: formatLongDate(data.due_on, i18n.language) })}</Alert>
          )}
          {closed && <Alert tone="success">{t('close.closed')}</Alert>}
          <RequestDetails request={data} />
          <PersonDataLinks request={data} />
          {data.status !== 'closed' && <CloseForm id={data.id} onClosed={() => setClosed(true)} />}
        </>
      )}
    </div>
  )
}

/** The access report (an access request) and the person's data to take away (access or portability). */
function PersonDataLinks({ request }: { request: DataRequest }) {
  const { t } = useTranslation('admin-requests')
  const portable = request.kind === 'access' || request.kind === 'portability'
  if (!portable) return null
  return (
    <div className="flex flex-wrap gap-3">
      {request.kind === 'access' && (
        <Link to={`/admin/requests/${request.id}/report`} className={buttonClasses('primary')}>
          {t('detail.accessReport')}
        </Link>
      )}
      {!request.person_purged && (
        <>
          <a href={personDataUrl(request.id, 'json')} download className={buttonClasses('secondary')}>
            {t('detail.dataJson')}
          </a>
          <a href={personDataUrl(request.id, 'csv')} download className={buttonClasses('secondary')}>
            {t('detail.dataCsv')}
          </a>
        </>
      )}
    </div>
  )
}
