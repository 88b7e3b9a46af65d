import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { formatLongDate } from '@/lib/long-date'

import type { DataRequest } from '../api/types'

import { StatusBadge } from './status-badge'

/** A request's facts as a list of terms: who asked, about whom, how identity was checked, when it is due. */
export function RequestDetails({ request }: { request: DataRequest }) {
  const { t, i18n } = useTranslation('admin-requests')
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  const relation = request.relation === 'other' ? (request.relation_other ?? t('relation.other')) : t(`relation.${request.relation}`)
  const rows: [string, ReactNode][] = [
    [t('detail.kind'), t(`kind.${request.kind}`)],
    [t('detail.person'), request.person_name ?? t('purged')],
    [t('detail.requester'), request.requester_name ?? t('purged')],
    [t('detail.relation'), relation],
    [t('detail.identity'), t('detail.identityBy', { how: request.identity_check, who: request.identity_checked_by })],
    [t('detail.received'), day(request.received_on)],
    [
      t('detail.due'),
      <>
        {day(request.due_on)} <StatusBadge status={request.status} />
      </>,
    ],
    [t('detail.recordedBy'), request.recorded_by_name],
  ]
  if (request.outcome) rows.push([t('detail.outcome'), t(`outcome.${request.outcome}`)])
  if (request.reason) rows.push([t('detail.reason'), request.reason])
  if (request.closed_on) rows.push([t('detail.closedOn'), t('detail.closedBy', { day: day(request.closed_on), name: request.closed_by_name ?? '' })])
  return (
    <div className="space-y-3">
      {request.weekdays_only && <Alert tone="info">{t('weekdaysOnly')}</Alert>}
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-700">{term}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
