import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { pageCount } from '@/lib/result-line'
import { changeView, useUrlView } from '@/lib/url-view'

import { showingValues } from '../lib/showing'
import { AUDIT_PAGE_SIZE, useAuditEvents, type AuditEvent } from './api/get-audit-events'
import { AuditFilters } from './components/audit-filters'
import { AuditCards, AuditTable } from './components/audit-table'
import { auditQuery, DEFAULT_AUDIT_VIEW, readAuditView, writeAuditView } from './lib/url-state'

/** How the shown events name the filtered person, if any of them does. */
function personLabel(events: readonly AuditEvent[], personId: string): string | null {
  const event = events.find((e) => e.target_type === 'person' && String(e.target_id) === personId && e.target_label)
  return event?.target_label ?? null
}

/** Administration → Audit trail: every recorded event, newest first, filtered and paged by the server. */
export default function AuditTrailPage() {
  const { t, i18n } = useTranslation('admin-audit')
  const [view, update] = useUrlView(readAuditView, writeAuditView)
  const events = useAuditEvents(auditQuery(view))
  const loading = events.isPending || events.isPlaceholderData
  const items = events.data?.items ?? []
  const total = events.data?.total ?? 0
  const phone = usePhoneLayout()
  const headerRef = useRef<HTMLElement>(null)

  /** The address of this view narrowed to one person's events (for the Record links). */
  const personHref = (id: number) =>
    `?${writeAuditView(new URLSearchParams(), changeView(view, { person: String(id) })).toString()}`

  function goToPage(page: number) {
    update({ page })
    headerRef.current?.scrollIntoView?.({ block: 'start' })
  }

  const list = { events: loading ? [] : items, loading: loading && !events.isError, personHref }
  return (
    <div className="space-y-4">
      <header ref={headerRef} className="scroll-mt-20 space-y-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('title')}</h2>
        <p role="status" className="text-sm text-stone-600">
          {loading
            ? t('loading')
            : total === 0
              ? t('none')
              : t('showing', showingValues(view.page, AUDIT_PAGE_SIZE, items.length, total, i18n.language))}
        </p>
      </header>

      <AuditFilters
        view={view}
        personLabel={personLabel(items, view.person)}
        onChange={update}
        onReset={() => update(DEFAULT_AUDIT_VIEW)}
      />

      {events.isError && (
        <LoadError what={t('loadWhat')} error={events.error} onRetry={() => void events.refetch()} />
      )}

      {phone ? <AuditCards {...list} /> : <AuditTable {...list} />}

      {pageCount(total, AUDIT_PAGE_SIZE) > 1 && (
        <Pager page={view.page} pageCount={pageCount(total, AUDIT_PAGE_SIZE)} onPage={goToPage} />
      )}
    </div>
  )
}
