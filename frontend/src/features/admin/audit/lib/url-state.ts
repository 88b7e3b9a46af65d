import { isAuditAction, type AuditAction } from '@/lib/audit/labels'
import { readPage, withParams, writePage } from '@/lib/url-view'

import { AUDIT_PAGE_SIZE, type AuditQuery } from '../api/get-audit-events'

/** The audit trail's filters and page, as kept in the query string. */
export interface AuditView {
  /** The actor's user id ('' for everyone): `?actor=`. */
  actor: string
  action: AuditAction | ''
  /** The person's id ('' for every record): `?person=`. */
  person: string
  /** YYYY-MM-DD (Manila), inclusive: `?from=` and `?to=`. */
  from: string
  to: string
  page: number
}

export const DEFAULT_AUDIT_VIEW: AuditView = { actor: '', action: '', person: '', from: '', to: '', page: 1 }

const ID = /^[1-9]\d{0,15}$/
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const read = (params: URLSearchParams, name: string, pattern: RegExp) => {
  const value = params.get(name)?.trim() ?? ''
  return pattern.test(value) ? value : ''
}

/** The view in `params`; anything unknown or malformed reads as its default. */
export function readAuditView(params: URLSearchParams): AuditView {
  const action = params.get('action') ?? ''
  return {
    actor: read(params, 'actor', ID),
    action: isAuditAction(action) ? action : '',
    person: read(params, 'person', ID),
    from: read(params, 'from', DAY),
    to: read(params, 'to', DAY),
    page: readPage(params.get('page')),
  }
}

/** `params` with the view written in (defaults left out); other parameters are kept. */
export function writeAuditView(params: URLSearchParams, view: AuditView): URLSearchParams {
  return withParams(params, {
    actor: view.actor,
    action: view.action,
    person: view.person,
    from: view.from,
    to: view.to,
    page: writePage(view.page),
  })
}

/** What GET /api/admin/audit is asked for this view (unset filters left out). */
export function auditQuery(view: AuditView): AuditQuery {
  const query: AuditQuery = { page: view.page, page_size: AUDIT_PAGE_SIZE }
  if (view.actor) query.actor_id = Number(view.actor)
  if (view.action) query.action = view.action
  if (view.person) query.person_id = Number(view.person)
  if (view.from) query.date_from = view.from
  if (view.to) query.date_to = view.to
  return query
}
