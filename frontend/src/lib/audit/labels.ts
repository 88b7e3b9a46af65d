import type { components } from '@/lib/api/schema'
import { i18n } from '@/lib/i18n'

export type AuditAction = components['schemas']['AuditEventOut']['action']

/**
 * Every action of the audit trail (a new action on the server fails the type check until it is listed here).
 * Its words are the `audit` catalogue's `actions.<action>` (the action's dots nest the keys).
 */
const ACTIONS = {
  'person.created': true,
  'person.updated': true,
  'person.deleted': true,
  'person.restored': true,
  'person.purged': true,
  'person.photo_changed': true,
  'person.viewed': true,
  'person.certification_issued': true,
  'person.certification_revoked': true,
  'person.merged': true,
  'person.kept_apart': true,
  'duplicate.not_same': true,
  'person.linked': true,
  'person.unlinked': true,
  'person.access_reported': true,
  'person.data_exported': true,
  'account.signed_up': true,
  'account.approved': true,
  'account.rejected': true,
  'account.role_changed': true,
  'account.disabled': true,
  'account.enabled': true,
  'login.succeeded': true,
  'login.failed': true,
  'login.locked_out': true,
  logout: true,
  'password.reset_requested': true,
  'password.reset_completed': true,
  'password.changed': true,
  'people.imported': true,
  'people.exported': true,
  'people.printed': true,
  'backup.created': true,
  'backup.downloaded': true,
  'proposal.submitted': true,
  'proposal.approved': true,
  'proposal.rejected': true,
  'proposal.withdrawn': true,
  'household.created': true,
  'household.updated': true,
  'household.member_added': true,
  'household.member_ended': true,
  'household.member_moved': true,
  'household.member_merged': true,
  'household.head_changed': true,
  'household.deleted': true,
  'household.restored': true,
  'incident.recorded': true,
  'incident.updated': true,
  'request.recorded': true,
  'request.closed': true,
  'request.report_made': true,
  'privacy_notice.updated': true,
} satisfies Record<AuditAction, true>

export const AUDIT_ACTIONS = Object.keys(ACTIONS) as AuditAction[]

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(ACTIONS, value)
}

/**
 * An action in words, in the interface's language; one the app does not know reads as the server names it.
 * A person's History may say it shorter ('Created by …'): the same catalogue entry's `_history` variant
 * (`actions.person.created_history`), the trail's label where there is none.
 */
export function actionLabel(action: string, where?: 'history'): string {
  return i18n.t(`actions.${action}`, { ns: 'audit', context: where, defaultValue: action })
}

/** Actions whose recorded values are facts, not changes (an export's list and filters): shown without 'before →'. */
const RECORDS: ReadonlySet<string> = new Set<AuditAction>(['people.exported', 'people.printed', 'people.imported'])

export function recordsFacts(action: string | undefined): boolean {
  return action !== undefined && RECORDS.has(action)
}

/** Recorded fields whose name reads as a plural form to the catalogues (`_other`): their label's key. */
const CATALOGUE_KEYS: Record<string, string> = { nature_other: 'nature_described', data_other: 'data_described' }

/**
 * A recorded field's label in the interface's language: a person's field by the one label block
 * (`person-fields`, as the form and the profile name it), any other by `audit:fields`; one in neither reads as
 * its words ('household_size' -> 'Household size').
 */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ').trim()
  const key = CATALOGUE_KEYS[field] ?? field
  return i18n.t([`person-fields:${field}`, `audit:fields.${key}`], { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) })
}

/**
 * A recorded value the app names in words (an export's list 'master' -> 'Master List', its columns 'all' -> 'All
 * columns'): the `audit` catalogue's `values.<field>.<value>` (a relationship to a household's head may be a person
 * field's label: 'spouse'); null for any other value.
 */
const OWN_VALUE_LABELS: Record<string, string> = { relationship: 'person-fields:', purpose_kind: 'certifications:purposes.' }

export function valueLabel(field: string, value: unknown): string | null {
  if (typeof value !== 'string') return null
  // A household member's relationship 'spouse' is the person form's own label, a certificate's purpose the
  // certificate's (one place for each).
  const own = OWN_VALUE_LABELS[field]
  const keys = [`audit:values.${field}.${value}`, ...(own ? [`${own}${value}`] : [])]
  const key = keys.find((k) => i18n.exists(k))
  return key ? i18n.t(key) : null
}
