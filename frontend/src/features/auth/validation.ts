/** The browser-side checks of spec section 5, in its order and words (the server repeats them). The new-password
 * rule is shared with the account page (lib/auth/password-rules.ts); password-cases.test.ts checks it. */

import { newPasswordProblem, type FormProblem } from '@/lib/auth/password-rules'
import { texts } from '@/lib/i18n'

export { newPasswordProblem, type FormProblem }

/** Read in the current language each time (catalogues `common` and `auth`). */
export const MESSAGES = texts({
  passwordsDoNotMatch: 'common:password.do_not_match',
  passwordTooShort: 'common:password.too_short',
  passwordHint: 'common:password.hint',
  nameRequired: 'auth:messages.name_required',
  emailRequired: 'auth:messages.email_required',
  credentialsRequired: 'auth:messages.credentials_required',
  captchaRequired: 'auth:messages.captcha_required',
  captchaError: 'auth:messages.captcha_error',
})

export interface SignupValues {
  display_name: string
  email: string
  password: string
  confirm_password: string
}

/** Signup: passwords match, then length, then display name, then the captcha. */
export function signupProblem(values: SignupValues, captchaSolved: boolean): FormProblem | null {
  return (
    newPasswordProblem(values.password, values.confirm_password) ??
    (values.display_name.trim() ? null : { message: MESSAGES.nameRequired, field: 'display_name' }) ??
    (captchaSolved ? null : { message: MESSAGES.captchaRequired })
  )
}

export function loginProblem(email: string, password: string, captchaSolved: boolean): FormProblem | null {
  if (!email.trim()) return { message: MESSAGES.credentialsRequired, field: 'email' }
  if (!password) return { message: MESSAGES.credentialsRequired, field: 'password' }
  return captchaSolved ? null : { message: MESSAGES.captchaRequired }
}

export function forgotProblem(email: string, captchaSolved: boolean): FormProblem | null {
  if (!email.trim()) return { message: MESSAGES.emailRequired, field: 'email' }
  return captchaSolved ? null : { message: MESSAGES.captchaRequired }
}
