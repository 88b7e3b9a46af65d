import type { TFunction } from 'i18next'

import type { Account, AccountRole, AccountStatus } from '../api/get-users'

/** The roles an IPMR may give (spec: IPMR, Chieftain, and plain user; issue 24: Encoder); their names: `roles.<role>`. */
export const ROLES: readonly AccountRole[] = ['ipmr', 'chieftain', 'encoder', 'user']

/** An account's statuses; their names: `statuses.<status>`. */
export const STATUSES: readonly AccountStatus[] = ['pending', 'active', 'disabled']

type UsersT = TFunction<'admin-users'>

/** The roles as a select's options (the values are the server's). */
export function roleOptions(t: UsersT) {
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))
}

export function statusOptions(t: UsersT) {
  return STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))
}

/** How an account is named in buttons and messages: its name, or its email when it has none. */
export function accountName(account: Pick<Account, 'display_name' | 'email'>): string {
  return account.display_name.trim() || account.email
}
