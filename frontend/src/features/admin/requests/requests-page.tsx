import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { LoadError } from '@/components/ui/load-error'
import { SelectField } from '@/components/ui/select-field'
import { withParams } from '@/lib/url-view'

import { useRequests } from './api/get-requests'
import { STATUS_FILTERS, type StatusFilter } from './api/types'
import { RequestForm } from './components/request-form'
import { RequestsList } from './components/requests-list'

const readStatus = (params: URLSearchParams): StatusFilter => STATUS_FILTERS.find((s) => s === params.get('status')) ?? 'open'

/** Administration → Requests: requests of data subjects recorded, listed with their due dates, opened one by one. */
export default function RequestsPage() {
  const { t } = useTranslation('admin-requests')
  const [params, setParams] = useSearchParams()
  const status = readStatus(params)
  const requests = useRequests(status)
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('title')}</h2>
        <p className="max-w-3xl text-sm text-stone-700">{t('intro')}</p>
      </header>
      <RequestForm />
      <SelectField
        label={t('filter.label')}
        className="max-w-xs"
        value={status}
        onChange={(event) => setParams(withParams(params, { status: event.target.value === 'open' ? '' : event.target.value }))}
        options={STATUS_FILTERS.map((status) => ({ value: status, label: t(`filter.${status}`) }))}
      />
      {requests.isError && <LoadError what={t('loadWhat')} error={requests.error} onRetry={() => void requests.refetch()} />}
      <RequestsList items={requests.data?.items ?? []} loading={requests.isPending} emptyText={t(`empty.${status}`)} />
    </div>
  )
}
