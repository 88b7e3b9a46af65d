/** Browser-side conveniences of the person form. The server validates and recomputes everything again. */
import { officeToday } from '@/lib/office-clock'

/**
 * The server's rule (people/normalise.py phone_number) while typing: strip spaces and hyphens; 0 and 10
 * digits becomes +63 and the 10. Anything else is left for the server to judge. Kept in step with the server
 * by rule-cases.test.ts (the server's own cases file).
 */
export function normaliseContactNumber(raw: string): string {
  const compact = raw.replace(/[\s-]+/g, '')
  return /^0\d{10}$/.test(compact) ? `+63${compact.slice(1)}` : compact
}

/**
 * Whole years from a YYYY-MM-DD date of birth to `today` (YYYY-MM-DD; default the office's today, in Manila),
 * minus one before the birthday. Returns '' for an empty or invalid date, or when the result would be negative.
 */
export function ageFromDateOfBirth(dateOfBirth: string, today: string = officeToday()): string {
  const born = calendarDay(dateOfBirth)
  const now = calendarDay(today)
  if (!born || !now) return ''
  const [year, month, day] = born
  let age = now[0] - year
  const beforeBirthday = now[1] < month || (now[1] === month && now[2] < day)
  if (beforeBirthday) age -= 1
  return age < 0 ? '' : String(age)
}

/** 'YYYY-MM-DD' -> [year, month, day]; null when it is not one. */
function calendarDay(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return month < 1 || month > 12 || day < 1 || day > 31 ? null : [year, month, day]
}

/** 'Ana, , Ben ' -> ['Ana', 'Ben']. */
export function splitNames(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Empty or not a number -> null, otherwise the number. */
export function toNumberOrNull(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : null
}
