import { i18n } from '@/lib/i18n'

const t = (key: string, values?: Record<string, unknown>) => i18n.t(`people:contactProblem.${key}`, values)

/**
 * What is wrong with a contact number the server refused (the spec's rule: +63 and 10 digits, or 0 and 10 digits;
 * spaces and hyphens do not count), in words: the form already shows the rule as the field's hint, so its error
 * says what this number got wrong. Null when the number looks right here (the server's own message is shown).
 */
export function contactProblem(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim()
  const compact = value.replace(/[\s-]+/g, '')
  if (compact === '') return null
  if (/[^\d+]/.test(compact) || compact.lastIndexOf('+') > 0) return t('characters', { value })
  if (compact.startsWith('+63')) {
    const count = compact.length - 3
    return count === 10 ? null : t('afterCode', { value, count })
  }
  if (compact.startsWith('0')) return compact.length === 11 ? null : t('digits', { value, count: compact.length })
  return t('start', { value })
}

/** The server's message, or in place of the contact number's rule ('Enter 11-digit PH number…'), what is wrong. */
export function explainContactError(message: string, contactNumber: string | null | undefined): string {
  const rule = i18n.t('people.phone_hint', { ns: 'errors' })
  if (!message.includes(rule)) return message
  const problem = contactProblem(contactNumber)
  return problem ? message.replace(rule, problem) : message
}
