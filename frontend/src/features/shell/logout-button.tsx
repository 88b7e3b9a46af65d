import { useId, useRef, useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { UnsyncedActions, UnsyncedQuestion, useUnsyncedCount } from '@/lib/offline/unsynced-logout'

import { LOGOUT_FAILED, useLogout } from './api/logout'

/** "Log Out" in the header; asks first, with No focused (with changes not yet synced: Sync now / Log out and discard). */
export function LogoutButton({ className }: { className: string }) {
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
        Log Out
      </button>
      <Modal
        open={open}
        onClose={close}
        title="Log Out"
        describedBy={questionId}
        initialFocusRef={noRef}
        footer={
          unsynced > 0 ? (
            <UnsyncedActions busy={logout.isPending} logOut={() => logout.mutate(undefined, { onSuccess: () => setOpen(false) })} />
          ) : (
          <>
            <Button ref={noRef} variant="secondary" onClick={close}>
              No
            </Button>
            <Button
              variant="danger"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              Yes
            </Button>
          </>
          )
        }
      >
        {unsynced > 0 ? (
          <UnsyncedQuestion id={questionId} count={unsynced} />
        ) : (
          <p id={questionId} className="text-stone-800">
            Are you sure you want to Log Out?
          </p>
        )}
        {logout.isError && (
          <div className="mt-3">
            <Alert>{LOGOUT_FAILED}</Alert>
          </div>
        )}
      </Modal>
    </>
  )
}
