import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'

import { useDisableUser } from '../api/disable-user'
import type { Account } from '../api/get-users'
import { useRejectUser } from '../api/reject-user'
import { accountName } from '../lib/labels'

interface Props {
  kind: 'reject' | 'disable'
  account: Account
  onClose: () => void
  notify: Notify
}

/** Reject a pending account (it is deleted) or disable an account, after asking; Cancel has the focus. */
export function ConfirmDialog({ kind, account, onClose, notify }: Props) {
  const { t } = useTranslation('admin-users')
  const reject = useRejectUser()
  const disable = useDisableUser()
  const mutation = kind === 'reject' ? reject : disable
  const cancelRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  const name = accountName(account)
  const busy = mutation.isPending

  function confirm() {
    if (busy) return
    mutation.mutate(account.id, {
      onSuccess: () => {
        notify('success', t(kind === 'reject' ? 'messages.rejected' : 'messages.disabled', { name }))
        onClose()
      },
    })
  }

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={t(`${kind}.title`)}
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {t(`${kind}.confirm`)}
          </Button>
        </>
      }
    >
      <p id={questionId} className="break-words text-stone-800">
        {t(`${kind}.question`, { who: `${name} (${account.email})` })}
      </p>
      {mutation.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(mutation.error, t('messages.failed'))}</Alert>
        </div>
      )}
    </Modal>
  )
}
