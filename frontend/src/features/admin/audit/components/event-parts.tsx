import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { Erased } from '@/lib/audit/change-list'
import { formatDateTime } from '@/lib/audit/format'
import { actionLabel, valueLabel } from '@/lib/audit/labels'

import type { AuditEvent } from '../api/get-audit-events'

/** When, in Manila time, with the exact instant for machines. */
export function EventTime({ event }: { event: AuditEvent }) {
  return <time dateTime={event.at}>{formatDateTime(event.at)}</time>
}

/** What was done, in words. */
export function EventAction({ event }: { event: AuditEvent }) {
  useTranslation('audit') // shown again when the language changes
  return <>{actionLabel(event.action)}</>
}

/** Who acted: the name at the time, or a dash (a failed login names nobody). */
export function actorName(event: AuditEvent): string {
  return event.actor_name ?? '—'
}

/**
 * What the event is about, as the server names it. A person's name is a link that narrows the trail to that
 * person's events (it opens nothing else: the trail shows only what the server gives it).
 */
export function EventTarget({ event, personHref }: { event: AuditEvent; personHref: (id: number) => string }) {
  const { t } = useTranslation('admin-audit')
  if (!event.target_type) return <span>—</span>
  const named = ['person', 'account', 'export'].includes(event.target_type)
  const kind = named ? t(`targets.${event.target_type}`) : event.target_type
  if (event.target_type === 'person' && event.target_label === null && event.erased) {
    // The person was purged: their name is unreadable for good, and there is no one left to narrow to.
    return (
      <span className="block min-w-0">
        <Erased />
        <span className="block text-xs text-stone-500">
          {kind}
          {event.target_id !== null ? ` #${event.target_id}` : ''}
        </span>
      </span>
    )
  }
  // An export names its list ('master'): in words.
  const listName = event.target_type === 'export' ? valueLabel('list', event.target_label) : null
  const label = listName ?? event.target_label ?? `#${event.target_id ?? '?'}`
  return (
    <span className="block min-w-0">
      {event.target_type === 'person' && event.target_id !== null ? (
        <Link
          to={personHref(event.target_id)}
          aria-label={t('showOnly', { label })}
          className="font-medium break-words text-brand-800 underline hover:text-brand-900"
        >
          {label}
        </Link>
      ) : (
        <span className="break-words">{label}</span>
      )}
      <span className="block text-xs text-stone-500">
        {kind}
        {event.target_id !== null ? ` #${event.target_id}` : ''}
      </span>
    </span>
  )
}
