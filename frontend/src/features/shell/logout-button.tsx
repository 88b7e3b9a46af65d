import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { UnsyncedActions, UnsyncedQuestion, useUnsyncedCount } from '@/lib/offline/unsynced-logout'

import { useLogout } from './api/logout'

/** "Log Out" with its confirm dialog (the pending screen's); the header keeps the dialog outside its menu. */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('log_out')}
      </button>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/** Asks first, with No focused (with changes not yet synced: Sync now / Log out and discard). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell')
  const logout = useLogout()
  const noRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  const unsynced = useUnsyncedCount()

  // A failure is forgotten with the dialog: opened again, it asks afresh.
  function close() {
    if (logout.isPending) return
    logout.reset()
    onClose()
  }
  const logOut = () => logout.mutate(undefined, { onSuccess: onClose })

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('log_out')}
      describedBy={questionId}
      initialFocusRef={noRef}
      footer={
        unsynced > 0 ? (
          <UnsyncedActions busy={logout.isPending} logOut={logOut} />
        ) : (
          <>
            <Button ref={noRef} variant="secondary" onClick={close}>
              {t('no')}
            </Button>
            <Button variant="danger" disabled={logout.isPending} onClick={logOut}>
              {t('yes')}
            </Button>
          </>
        )
      }
    >
      {unsynced > 0 ? (
        <UnsyncedQuestion id={questionId} count={unsynced} />
      ) : (
        <p id={questionId} className="text-stone-800">
          {t('are_you_sure_you_want_to')}
        </p>
      )}
      {logout.isError && (
        <div className="mt-3">
          <Alert>{t('logout_failed')}</Alert>
        </div>
      )}
    </Modal>
  )
}
