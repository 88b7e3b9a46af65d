import { useId, useRef } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'

import { useDisableUser } from '../api/disable-user'
import type { Account } from '../api/get-users'
import { useRejectUser } from '../api/reject-user'
import { accountName } from '../lib/labels'
import { MESSAGES } from '../lib/messages'
import { useTranslation } from 'react-i18next'

interface Props {
  kind: 'reject' | 'disable'
  account: Account
  onClose: () => void
  notify: Notify
}

const TEXTS = {
  reject: {
    title: 'Reject account',
    question: (who: string) => `Reject the account of ${who}? The account will be deleted.`,
    confirm: 'Reject',
  },
  disable: {
    title: 'Disable account',
    question: (who: string) =>
      `Disable the account of ${who}? They are signed out at once and cannot log in until the account is enabled again.`,
    confirm: 'Disable',
  },
}

/** Reject a pending account (it is deleted) or disable an account, after asking; Cancel has the focus. */
export function ConfirmDialog({ kind, account, onClose, notify }: Props) {
  const { t } = useTranslation('admin')
  const reject = useRejectUser()
  const disable = useDisableUser()
  const mutation = kind === 'reject' ? reject : disable
  const cancelRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  const name = accountName(account)
  const texts = TEXTS[kind]
  const busy = mutation.isPending

  function confirm() {
    if (busy) return
    mutation.mutate(account.id, {
      onSuccess: () => {
        notify('success', kind === 'reject' ? MESSAGES.rejected(name) : MESSAGES.disabled(name))
        onClose()
      },
    })
  }

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={texts.title}
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <p id={questionId} className="break-words text-stone-800">
        {texts.question(`${name} (${account.email})`)}
      </p>
      {mutation.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(mutation.error, MESSAGES.failed)}</Alert>
        </div>
      )}
    </Modal>
  )
}
