/** Display helpers for person records (presentation only; every rule lives on the server). */
import { i18n } from '@/lib/i18n'

const na = () => i18n.t('people:na')

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' without going through Date (no time zone shifts). */
export function formatBirthdate(iso: string | null | undefined): string {
  const match = iso ? ISO_DATE.exec(iso) : null
  return match ? `${match[2]}/${match[3]}/${match[1]}` : na()
}

/** The profile's date helper: YYYY-MM-DD, or N/A when empty. */
export function formatIsoDate(iso: string | null | undefined): string {
  const match = iso ? ISO_DATE.exec(iso) : null
  return match ? `${match[1]}-${match[2]}-${match[3]}` : na()
}

/** Any value shown in the profile: N/A when missing or blank. */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return na()
  const text = String(value).trim()
  return text === '' ? na() : text
}

/** The spec's list helper: a comma-separated string or an array -> the non-empty trimmed items. */
export function toList(value: string | readonly (string | null | undefined)[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? [])
  return parts.map((part) => (part ?? '').trim()).filter((part) => part !== '')
}

/** A stored choice (gender, civil status, education) in the interface's language; the stored value never
 * changes, and one the catalogue does not know is shown as stored. */
export function optionLabel(field: 'gender' | 'civil_status' | 'education_level', value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  return i18n.t(`people:option.${field}.${value}`, { defaultValue: value })
}
