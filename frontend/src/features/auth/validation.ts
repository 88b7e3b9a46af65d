/** The browser-side checks of spec section 5, in its order and words (the server repeats them). The new-password
 * rule is shared with the account page (lib/auth/password-rules.ts); password-cases.test.ts checks it. */

import { newPasswordProblem, PASSWORD_MESSAGES, type FormProblem } from '@/lib/auth/password-rules'

export { newPasswordProblem, type FormProblem }

export const MESSAGES = {
  ...PASSWORD_MESSAGES,
  nameRequired: 'Display name is required.',
  emailRequired: 'Email is required.',
  credentialsRequired: 'Email and password are required.',
  captchaRequired: 'Please complete the captcha verification.',
  captchaError: 'Captcha error occurred. Please try again.',
} as const

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
