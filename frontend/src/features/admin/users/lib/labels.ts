import type { Account, AccountRole, AccountStatus } from '../api/get-users'

/** The roles an IPMR may give, as the registry shows them (spec: IPMR, Chieftain, and plain user). */
export const ROLE_CHOICES: readonly { value: AccountRole; label: string }[] = [
  { value: 'ipmr', label: 'IPMR' },
  { value: 'chieftain', label: 'Chieftain' },
  { value: 'user', label: 'user' },
]

export const STATUS_CHOICES: readonly { value: AccountStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
]

export function roleLabel(role: AccountRole): string {
  return ROLE_CHOICES.find((choice) => choice.value === role)?.label ?? role
}

export function statusLabel(status: AccountStatus): string {
  return STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** A time from the server, in this browser's time zone; `Never` for a sign-in that has not happened. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? DATE_TIME.format(new Date(iso)) : 'Never'
}

/** How an account is named in buttons and messages: its name, or its email when it has none. */
export function accountName(account: Pick<Account, 'display_name' | 'email'>): string {
  return account.display_name.trim() || account.email
}
