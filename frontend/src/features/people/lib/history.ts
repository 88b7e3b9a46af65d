/** How a person's History reads: what happened, by whom, and each field's old → new value, in words. */
import { formatLongDate } from '@/lib/date-time'

import type { HistoryEntry } from '../api/get-person-history'

/** The recorded fields in form order, named as the form names them. */
const FIELD_LABELS: Record<string, string> = {
  last_name: 'Last Name',
  first_name: 'First Name',
  middle_name: 'Middle Name',
  date_of_birth: 'Date of Birth',
  age: 'Age',
  gender: 'Gender',
  civil_status: 'Civil Status',
  education_level: 'Educational Attainment',
  occupation: 'Occupation',
  lineage: 'Tribe',
  health_condition: 'Health Condition',
  household_members: 'Household Members',
  contact_number: 'Contact Number',
  barangay: 'Barangay',
  address: 'Address',
  birthplace: 'Birthplace',
  municipality: 'Municipality',
  province: 'Province',
  father: 'Father',
  mother: 'Mother',
  spouse: 'Spouse',
  siblings: 'Siblings',
  children: 'Children',
  photo: 'Photo',
}
const FIELD_ORDER = Object.keys(FIELD_LABELS)

const ACTION_WORDS: Record<string, string> = {
  'person.created': 'Created',
  'person.updated': 'Changed',
  'person.photo_changed': 'Photo changed',
  'person.deleted': 'Moved to the Trash',
  'person.restored': 'Restored from the Trash',
  'person.purged': 'Deleted permanently',
}

/** Shown for a value that was empty. */
export const EMPTY_VALUE = '(empty)'

/** 'Changed by Ligaya Ramos'; a change made from the server's command line has no person: 'the system'. */
export function entryTitle(entry: HistoryEntry): string {
  const what = ACTION_WORDS[entry.action] ?? entry.action
  return `${what} by ${entry.actor_name ?? 'the system'}`
}

export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field]
  if (known) return known
  const words = field.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** One recorded value in words: blanks as '(empty)', lists joined, dates in long form, yes/no. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : EMPTY_VALUE
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return formatLongDate(value)
  return String(value)
}

export interface FieldChange {
  field: string
  label: string
  before: string
  after: string
}

/** The entry's field changes in form order (fields the form does not know last). */
export function fieldChanges(entry: HistoryEntry): FieldChange[] {
  const rank = (field: string) => {
    const at = FIELD_ORDER.indexOf(field)
    return at === -1 ? FIELD_ORDER.length : at
  }
  return Object.entries(entry.changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, [before, after]]) => ({ field, label: fieldLabel(field), before: valueText(before), after: valueText(after) }))
}
