import { useTranslation } from 'react-i18next'

import { ChangeList } from '@/lib/audit/change-list'

import { DataCards, DataTable, type DataColumn } from '../../components/data-table'
import type { AuditEvent } from '../api/get-audit-events'

import { actorName, EventAction, EventTarget, EventTime } from './event-parts'

interface Props {
  events: readonly AuditEvent[]
  loading: boolean
  personHref: (id: number) => string
}

/** The audit trail at desktop width: one row per event, newest first. */
export function AuditTable({ events, loading, personHref }: Props) {
  const { t } = useTranslation('admin-audit')
  const columns: DataColumn<AuditEvent>[] = [
    { header: t('columns.time'), className: 'whitespace-nowrap', cell: (e) => <EventTime event={e} /> },
    { header: t('columns.by'), className: 'min-w-28 break-words', cell: actorName },
    { header: t('columns.action'), className: 'min-w-32', cell: (e) => <EventAction event={e} /> },
    { header: t('columns.record'), className: 'min-w-40 max-w-64', cell: (e) => <EventTarget event={e} personHref={personHref} /> },
    { header: t('columns.changes'), className: 'min-w-56', cell: (e) => <ChangeList changes={e.changes} erased={e.erased_fields} action={e.action} /> },
    { header: t('columns.ip'), className: 'whitespace-nowrap', cell: (e) => e.ip ?? '—' },
  ]
  return (
    <DataTable
      label={t('events')}
      columns={columns}
      rows={events}
      rowKey={(e) => e.id}
      loading={loading}
      emptyText={t('noEvents')}
    />
  )
}

/** The audit trail on a phone: one card per event. */
export function AuditCards({ events, loading, personHref }: Props) {
  const { t } = useTranslation('admin-audit')
  return (
    <DataCards
      label={t('events')}
      rows={events}
      rowKey={(e) => e.id}
      loading={loading}
      emptyText={t('noEvents')}
      card={(event) => (
        <li className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-stone-900">
              <EventAction event={event} />
            </span>
            <span className="text-stone-600">
              <EventTime event={event} />
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-500">{t('columns.by')}</dt>
            <dd className="min-w-0 break-words">{actorName(event)}</dd>
            <dt className="text-stone-500">{t('columns.record')}</dt>
            <dd className="min-w-0">
              <EventTarget event={event} personHref={personHref} />
            </dd>
            <dt className="text-stone-500">{t('columns.ip')}</dt>
            <dd className="min-w-0 break-words">{event.ip ?? '—'}</dd>
          </dl>
          <ChangeList changes={event.changes} erased={event.erased_fields} action={event.action} />
        </li>
      )}
    />
  )
}
