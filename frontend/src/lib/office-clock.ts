/**
 * The office's clock, as the server's (backend katutubo/core/clock.py): "today" is the calendar day in Manila,
 * whatever the time zone of the computer the browser runs on. A laptop set to UTC (or carried abroad) would
 * otherwise count ages from yesterday between midnight and 08:00 in Catanauan.
 */

/** The registry's time zone: the server's dates (ages, date filters, certificates) count days in it too. */
export const OFFICE_TIME_ZONE = 'Asia/Manila'

const DAY_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day in Manila at the instant `now` (default: this moment), as 'YYYY-MM-DD'. */
export function officeToday(now: Date = new Date()): string {
  const part = Object.fromEntries(DAY_PARTS.formatToParts(now).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day}`
}
