import { useId, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { SelectField } from '@/components/ui/select-field'
import type { Notify } from '@/components/ui/toast-stack'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { useApproveUser } from '../api/approve-user'
import { useChangeRole } from '../api/change-role'
import type { Account, AccountRole } from '../api/get-users'
import { accountName, roleOptions } from '../lib/labels'
import { BarangayPicker } from './barangay-picker'

interface Props {
  kind: 'approve' | 'role'
  account: Account
  onClose: () => void
  notify: Notify
}

/**
 * Approve a pending account (as the role it asked for, or another), or change an account's role; an encoder is
 * given its barangays here too. A refusal is shown in the dialog, which stays open with the choice kept.
 */
export function RoleDialog({ kind, account, onClose, notify }: Props) {
  const { t } = useTranslation('admin-users')
  const approve = useApproveUser()
  const changeRole = useChangeRole()
  const mutation = kind === 'approve' ? approve : changeRole
  const [role, setRole] = useState<AccountRole>(account.role)
  const [barangays, setBarangays] = useState<string[]>(account.barangays)
  const formId = useId()
  const name = accountName(account)
  const busy = mutation.isPending
  const barangaysError = mutation.error instanceof ApiError ? mutation.error.fields.barangays : undefined

  function submit() {
    if (busy) return
    const label = t(`roles.${role}`)
    mutation.mutate(
      { id: account.id, role, barangays },
      {
        onSuccess: () => {
          notify('success', t(kind === 'approve' ? 'messages.approved' : 'messages.roleChanged', { name, role: label }))
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={kind === 'approve' ? t('roleDialog.approveTitle') : t('roleDialog.roleTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {kind === 'approve' ? t('roleDialog.approve') : t('roleDialog.save')}
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
          <Trans
            t={t}
            i18nKey={kind === 'approve' ? 'roleDialog.approveQuestion' : 'roleDialog.roleQuestion'}
            values={{ name, email: account.email, role: t(`roles.${account.role}`) }}
            components={{ name: <strong />, role: <strong /> }}
          />
        </p>
        <SelectField
          label={kind === 'approve' ? t('roleDialog.approveAs') : t('roleDialog.newRole')}
          options={roleOptions(t)}
          value={role}
          onChange={(event) => setRole(event.target.value as AccountRole)}
        />
        {role === 'encoder' && <BarangayPicker chosen={barangays} onChange={setBarangays} error={barangaysError} />}
        {mutation.isError && !barangaysError && <Alert>{errorMessage(mutation.error, t('messages.failed'))}</Alert>}
      </form>
    </Modal>
  )
}
