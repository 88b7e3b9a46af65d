import { useTranslation } from 'react-i18next'

import { Button, type ButtonVariant } from '@/components/ui/button'

import type { Account } from '../api/get-users'
import { accountName } from '../lib/labels'

export type ActionKind = 'approve' | 'reject' | 'role' | 'disable' | 'enable' | 'reset'

interface Props {
  account: Account
  /** The signed-in IPMR's own account: only the reset email is offered (the server refuses the rest too). */
  isSelf: boolean
  busy: boolean
  onAction: (kind: ActionKind, account: Account) => void
}

const VARIANTS: Partial<Record<ActionKind, ButtonVariant>> = { approve: 'primary', reject: 'danger' }

/** What an IPMR may do to the account: a pending one is approved or rejected; the others change role, are
 * disabled or enabled, and may be sent a password reset email. */
export function actionsFor(account: Account, isSelf: boolean): ActionKind[] {
  if (isSelf) return ['reset']
  if (account.status === 'pending') return ['approve', 'reject']
  return ['role', account.status === 'disabled' ? 'enable' : 'disable', 'reset']
}

/** The account's buttons: a short visible text, whose account it is in the accessible name. */
export function AccountActions({ account, isSelf, busy, onAction }: Props) {
  const { t } = useTranslation('admin-users')
  const name = accountName(account)
  return (
    <div className="flex flex-wrap gap-2">
      {actionsFor(account, isSelf).map((kind) => (
        <Button
          key={kind}
          variant={VARIANTS[kind] ?? 'secondary'}
          className="whitespace-nowrap"
          disabled={busy}
          onClick={() => onAction(kind, account)}
        >
          {t(`actions.${kind}`)} <span className="sr-only">{t('actions.forName', { name })}</span>
        </Button>
      ))}
    </div>
  )
}
