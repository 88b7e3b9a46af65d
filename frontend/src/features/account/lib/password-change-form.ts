import { z } from 'zod'

import { newPasswordProblem } from '@/lib/auth/password-rules'
import { texts } from '@/lib/i18n'

import type { PasswordChange } from '../api/change-password'

/** Read in the current language each time (catalogue `account`). */
export const PASSWORD_CHANGE_MESSAGES = texts({
  currentPasswordRequired: 'account:current_password_required',
  passwordChangeFailed: 'account:password_change_failed',
})

export type PasswordChangeValues = Required<PasswordChange>
export type PasswordChangeField = keyof PasswordChangeValues

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { current_password: '', new_password: '', confirm_password: '' }

/**
 * The browser's checks before sending: the current password given; the new one as the spec's rules have it
 * (they match, then the length: the first broken rule only). The server checks again and adds its own.
 */
export const passwordChangeSchema = z
  .object({ current_password: z.string(), new_password: z.string(), confirm_password: z.string() })
  .superRefine((values, ctx) => {
    if (!values.current_password) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE_MESSAGES.currentPasswordRequired, path: ['current_password'] })
    }
    const problem = newPasswordProblem(values.new_password, values.confirm_password)
    if (problem) {
      const field: PasswordChangeField = problem.field === 'password' ? 'new_password' : 'confirm_password'
      ctx.addIssue({ code: 'custom', message: problem.message, path: [field] })
    }
  })

/** The server's per-field messages that belong to this form's fields. */
export function serverFieldErrors(fields: Record<string, string>): [PasswordChangeField, string][] {
  return Object.entries(fields).filter((entry): entry is [PasswordChangeField, string] =>
    Object.hasOwn(EMPTY_PASSWORD_CHANGE, entry[0]),
  )
}
