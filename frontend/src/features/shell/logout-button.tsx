import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { UnsyncedActions, UnsyncedQuestion, useUnsyncedCount } from '@/lib/offline/unsynced-logout'

import { useLogout } from './api/logout'

/** "Log Out" in the header; asks first, with No focused (with changes not yet synced: Sync now / Log out and discard). */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  const logout = useLogout()
  const noRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  const unsynced = useUnsyncedCount()

  function close() {
    if (!logout.isPending) setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          logout.reset()
          setOpen(true)
        }}
      >
        {t('log_out')}
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('log_out')}
        describedBy={questionId}
        initialFocusRef={noRef}
        footer={
          unsynced > 0 ? (
            <UnsyncedActions busy={logout.isPending} logOut={() => logout.mutate(undefined, { onSuccess: () => setOpen(false) })} />
          ) : (
          <>
            <Button ref={noRef} variant="secondary" onClick={close}>
              {t('no')}
            </Button>
            <Button
              variant="danger"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
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
    </>
  )
}
