import { OFFICE_TIME_ZONE } from '@/lib/office-clock'

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as a date-and-time field's value on the office clock: 'YYYY-MM-DDTHH:MM' in Manila (the API reads it so). */
export function officeMoment(value: string | Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value: v }) => [type, v]))
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}
