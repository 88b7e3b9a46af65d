/** Times and dates as the registry's people read them: long form, in the office's time zone (Philippines). */

export const OFFICE_TIME_ZONE = 'Asia/Manila'

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: OFFICE_TIME_ZONE,
})

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** An instant from the API ('2026-11-23T06:05:00Z') -> 'November 23, 2026 at 2:05 PM' (Manila time). */
export function formatDateTime(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : LONG_DATE_TIME.format(at)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date ('1990-05-17') -> 'May 17, 1990' (no time zone shift); anything else as it is. */
export function formatLongDate(iso: string): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return iso
  return LONG_DATE.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}
