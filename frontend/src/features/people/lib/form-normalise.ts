/** Browser-side conveniences of the person form. The server validates and recomputes everything again. */

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
 * Whole years from a YYYY-MM-DD date of birth to `today`, minus one before the birthday.
 * Returns '' for an empty or invalid date, or when the result would be negative.
 */
export function ageFromDateOfBirth(dateOfBirth: string, today: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth)
  if (!match) return ''
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return ''
  let age = today.getFullYear() - year
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)
  if (beforeBirthday) age -= 1
  return age < 0 ? '' : String(age)
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
