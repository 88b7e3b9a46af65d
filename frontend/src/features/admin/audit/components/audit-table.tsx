import { EmptyRow } from '@/components/ui/empty-list'
import { TableScroll } from '@/components/ui/table-scroll'
import { ChangeList } from '@/lib/audit/change-list'

import type { AuditEvent } from '../api/get-audit-events'

import { actionLabel, actorName, EventTarget, EventTime } from './event-parts'
import { useTranslation } from 'react-i18next'

export const NO_EVENTS = 'No events match these filters.'

interface Props {
  events: readonly AuditEvent[]
  loading: boolean
  personHref: (id: number) => string
}

const COLUMNS = ['Time', 'By', 'Action', 'Record', 'Changes', 'IP address']
const CELL = 'px-3 py-2 align-top'

/** The audit trail at desktop width: one row per event, newest first. */
export function AuditTable({ events, loading, personHref }: Props) {
  const { t } = useTranslation('admin')
  return (
    <TableScroll label={t('audit_events')}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <thead className="bg-brand-800 text-xs uppercase tracking-wide text-white">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} className="px-3 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading ? 'opacity-60' : ''}>
          {events.length === 0 ? (
            <EmptyRow columns={COLUMNS.length} loading={loading} text={NO_EVENTS} />
          ) : (
            events.map((event) => (
              <tr key={event.id} className="border-t border-stone-100">
                <td className={`${CELL} whitespace-nowrap`}>
                  <EventTime event={event} />
                </td>
                <td className={`${CELL} min-w-28 break-words`}>{actorName(event)}</td>
                <td className={`${CELL} min-w-32`}>{actionLabel(event)}</td>
                <td className={`${CELL} min-w-40 max-w-64`}>
                  <EventTarget event={event} personHref={personHref} />
                </td>
                <td className={`${CELL} min-w-56`}>
                  <ChangeList changes={event.changes} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{event.ip ?? '—'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}
