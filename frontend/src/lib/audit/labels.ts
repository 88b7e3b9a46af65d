import type { components } from '@/lib/api/schema'

export type AuditAction = components['schemas']['AuditEventOut']['action']

/** Every action of the audit trail in words (a new action on the server fails the type check until it is named). */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'person.created': 'Person added',
  'person.updated': 'Person updated',
  'person.deleted': 'Person moved to the Trash',
  'person.restored': 'Person restored',
  'person.purged': 'Person deleted permanently',
  'person.photo_changed': 'Photo changed',
  'person.viewed': 'Profile viewed',
  'person.certification_issued': 'Certification of Tribal Membership issued',
  'person.certification_revoked': 'Certification of Tribal Membership revoked',
  'person.merged': 'Duplicate merged into this person',
  'person.kept_apart': 'Saved as a different person',
  'duplicate.not_same': 'Marked not the same person',
  'person.linked': 'Relative linked',
  'person.unlinked': 'Relative unlinked',
  'account.signed_up': 'Account signed up',
  'account.approved': 'Account approved',
  'account.rejected': 'Account rejected',
  'account.role_changed': 'Role changed',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'login.succeeded': 'Logged in',
  'login.failed': 'Login failed',
  'login.locked_out': 'Login locked out',
  logout: 'Logged out',
  'password.reset_requested': 'Password reset requested',
  'password.reset_completed': 'Password reset completed',
  'password.changed': 'Password changed',
  'people.imported': 'People imported',
  'people.exported': 'People exported',
  'backup.created': 'Backup created',
  'backup.downloaded': 'Backup downloaded',
}

export const AUDIT_ACTIONS = Object.keys(ACTION_LABELS) as AuditAction[]

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(ACTION_LABELS, value)
}

/** The recorded fields as the person form and the profile name them. */
const FIELD_LABELS: Record<string, string> = {
  serial: 'Serial No.',
  purpose: 'Purpose',
  revoke_reason: 'Reason for revoking',
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  date_of_birth: 'Date of Birth',
  age: 'Age',
  gender: 'Gender',
  civil_status: 'Civil Status',
  education_level: 'Educational Attainment',
  occupation: 'Occupation',
  lineage: 'Tribe',
  barangay: 'Barangay',
  address: 'Address',
  birthplace: 'Birthplace',
  municipality: 'Municipality',
  province: 'Province',
  health_condition: 'Health Condition',
  household_members: 'Household Members',
  contact_number: 'Contact Number',
  father: 'Father',
  mother: 'Mother',
  spouse: 'Spouse',
  siblings: 'Siblings',
  children: 'Children',
  photo: 'Photo',
  deleted_at: 'Deleted',
  role: 'Role',
  status: 'Status',
  sessions: 'Sessions',
}

/** A recorded field's label; one not named here reads as its words ('household_size' -> 'Household size'). */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field]
  if (known) return known
  const words = field.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
