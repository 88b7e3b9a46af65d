/** The browser-side checks of spec section 5, in its order and words (the server repeats them). The new-password
 * rule copies backend/katutubo/auth/passwords.py; password-cases.test.ts feeds both the same cases. */

export const MIN_PASSWORD_LENGTH = 6

export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match!',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordHint: 'Password must be at least 6 characters.',
  nameRequired: 'Display name is required.',
  emailRequired: 'Email is required.',
  credentialsRequired: 'Email and password are required.',
  captchaRequired: 'Please complete the captcha verification.',
  captchaError: 'Captcha error occurred. Please try again.',
} as const

/** A broken rule and the field it belongs to (the field is marked invalid). */
export interface FormProblem {
  message: string
  field?: string
}

export function newPasswordProblem(password: string, confirm: string): FormProblem | null {
  if (password !== confirm) return { message: MESSAGES.passwordsDoNotMatch, field: 'confirm_password' }
  // Characters as the server counts them (code points: an emoji is one, not two UTF-16 units).
  if ([...password].length < MIN_PASSWORD_LENGTH) return { message: MESSAGES.passwordTooShort, field: 'password' }
  return null
}

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
