/**
 * The spec's rules for a new password (section 5), in its order and words; the server repeats them. The rule
 * copies backend/katutubo/auth/passwords.py; features/auth/password-cases.test.ts feeds both the same cases.
 */

import { texts } from '@/lib/i18n'

export const MIN_PASSWORD_LENGTH = 6

/** Read in the current language each time (catalogue `common`). */
export const PASSWORD_MESSAGES = texts({
  passwordsDoNotMatch: 'common:password.do_not_match',
  passwordTooShort: 'common:password.too_short',
  passwordHint: 'common:password.hint',
})

/** A broken rule and the field it belongs to (the field is marked invalid). */
export interface FormProblem {
  message: string
  field?: string
}

/** The first broken rule of a new password and its confirmation: they match, then the length. */
export function newPasswordProblem(password: string, confirm: string): FormProblem | null {
  if (password !== confirm) return { message: PASSWORD_MESSAGES.passwordsDoNotMatch, field: 'confirm_password' }
  // Characters as the server counts them (code points: an emoji is one, not two UTF-16 units).
  if ([...password].length < MIN_PASSWORD_LENGTH) return { message: PASSWORD_MESSAGES.passwordTooShort, field: 'password' }
  return null
}
