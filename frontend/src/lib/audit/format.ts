/** How the audit trail (and the other admin screens) show times and recorded values, in the interface's language. */
import { isSaid, saidInLanguage } from '@/lib/api/errors'
import { i18n } from '@/lib/i18n'
import { OFFICE_TIME_ZONE } from '@/lib/office-clock'

/**
 * English keeps the trail's short month ('May 4, 2026, 2:07 PM'); Filipino writes the month in full
 * ('Mayo 4, 2026 nang 2:07 PM').
 */
const DATE_TIME: Record<string, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  fil: new Intl.DateTimeFormat('fil-PH', { timeZone: OFFICE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
}

const LONG_DATE_TIME: Record<string, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
  fil: DATE_TIME.fil,
}

function format(formats: Record<string, Intl.DateTimeFormat>, iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return (formats[language] ?? formats.en).format(date)
}

/** '2026-05-04T06:07:00Z' -> 'May 4, 2026, 2:07 PM' / 'Mayo 4, 2026 nang 2:07 PM' (Manila time). */
export function formatDateTime(iso: string, language: string = i18n.language): string {
  return format(DATE_TIME, iso, language)
}

/** '2026-05-04T06:07:00Z' -> 'May 4, 2026 at 2:07 PM' with the month in full (a record's History). */
export function formatLongDateTime(iso: string, language: string = i18n.language): string {
  return format(LONG_DATE_TIME, iso, language)
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME_TEXT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/

const word = (key: string) => i18n.t(`values.${key}`, { ns: 'audit' })

/** What an old or new value of a change reads as: '(empty)' for nothing, lists joined, times in Manila time. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return word('empty')
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : word('empty')
  if (typeof value === 'boolean') return word(value ? 'yes' : 'no')
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return value
    if (DATE_TIME_TEXT.test(value)) return formatDateTime(value.replace(' ', 'T'))
    return value
  }
  if (typeof value === 'number') return String(value)
  if (isSaid(value)) return saidInLanguage(value) // a coded message (a merge's link not moved)
  return JSON.stringify(value)
}
