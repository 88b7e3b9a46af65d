import { EmptyCards } from '@/components/ui/empty-list'
import { ChangeList } from '@/lib/audit/change-list'

import type { AuditEvent } from '../api/get-audit-events'

import { NO_EVENTS } from './audit-table'
import { actionLabel, actorName, EventTarget, EventTime } from './event-parts'
import { useTranslation } from 'react-i18next'

interface Props {
  events: readonly AuditEvent[]
  loading: boolean
  personHref: (id: number) => string
}

/** The audit trail on a phone: one card per event. */
export function AuditCards({ events, loading, personHref }: Props) {
  const { t } = useTranslation('admin')
  if (events.length === 0) {
    return <EmptyCards loading={loading} text={NO_EVENTS} />
  }
  return (
    <ul aria-label={t('audit_events')} aria-busy={loading} className={`space-y-3 ${loading ? 'opacity-60' : ''}`}>
      {events.map((event) => (
        <li key={event.id} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-stone-900">{actionLabel(event)}</span>
            <span className="text-stone-600">
              <EventTime event={event} />
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-500">{t('by')}</dt>
            <dd className="min-w-0 break-words">{actorName(event)}</dd>
            <dt className="text-stone-500">{t('record')}</dt>
            <dd className="min-w-0">
              <EventTarget event={event} personHref={personHref} />
            </dd>
            <dt className="text-stone-500">{t('ip_address')}</dt>
            <dd className="min-w-0 break-words">{event.ip ?? '—'}</dd>
          </dl>
          <ChangeList changes={event.changes} />
        </li>
      ))}
    </ul>
  )
}
