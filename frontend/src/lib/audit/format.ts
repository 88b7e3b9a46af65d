/** How the audit trail shows its times and its recorded values. */

/** The registry's time zone: the server's date filters count days in it too. */
export const REGISTRY_TIME_ZONE = 'Asia/Manila'

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: REGISTRY_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** '2026-05-04T06:07:00Z' -> 'May 4, 2026, 2:07 PM' (Manila time). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date)
}

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: REGISTRY_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
})

/** '2026-05-04T06:07:00Z' -> 'May 4, 2026 at 2:07 PM' with the month in full (a record's History). */
export function formatLongDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : LONG_DATE_TIME.format(date)
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME_TEXT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/

/** What an old or new value of a change reads as: '(empty)' for nothing, lists joined, times in Manila time. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : '(empty)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return value
    if (DATE_TIME_TEXT.test(value)) return formatDateTime(value.replace(' ', 'T'))
    return value
  }
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}
