import { useId, useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { SelectField } from '@/components/ui/select-field'
import type { Notify } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'

import { useApproveUser } from '../api/approve-user'
import { useChangeRole } from '../api/change-role'
import type { Account, AccountRole } from '../api/get-users'
import { accountName, ROLE_CHOICES, roleLabel } from '../lib/labels'
import { MESSAGES } from '../lib/messages'
import { useTranslation } from 'react-i18next'

interface Props {
  kind: 'approve' | 'role'
  account: Account
  onClose: () => void
  notify: Notify
}

/**
 * Approve a pending account (as the role it asked for, or another), or change an account's role. A refusal is
 * shown in the dialog, which stays open with the choice kept.
 */
export function RoleDialog({ kind, account, onClose, notify }: Props) {
  const { t } = useTranslation('admin')
  const approve = useApproveUser()
  const changeRole = useChangeRole()
  const mutation = kind === 'approve' ? approve : changeRole
  const [role, setRole] = useState<AccountRole>(account.role)
  const formId = useId()
  const name = accountName(account)
  const busy = mutation.isPending

  function submit() {
    if (busy) return
    const label = roleLabel(role)
    mutation.mutate(
      { id: account.id, role },
      {
        onSuccess: () => {
          notify('success', kind === 'approve' ? MESSAGES.approved(name, label) : MESSAGES.roleChanged(name, label))
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={kind === 'approve' ? t('approve_account') : t('change_role')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {kind === 'approve' ? t('approve') : t('save_role')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <p className="break-words text-stone-800">
          <strong>{name}</strong> ({account.email}) {kind === 'approve' ? t('asked_to_be') : t('is')}{' '}
          <strong>{account.role_label}</strong>.
        </p>
        <SelectField
          label={kind === 'approve' ? t('approve_as') : t('new_role')}
          options={ROLE_CHOICES}
          value={role}
          onChange={(event) => setRole(event.target.value as AccountRole)}
        />
        {mutation.isError && <Alert>{errorMessage(mutation.error, MESSAGES.failed)}</Alert>}
      </form>
    </Modal>
  )
}
