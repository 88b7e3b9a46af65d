import { useId, useRef, useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

import { LOGOUT_FAILED, useLogout } from './api/logout'

/** "Log Out" in the header; asks first, with No focused. */
export function LogoutButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false)
  const logout = useLogout()
  const noRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()

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
        }
      >
        <p id={questionId} className="text-stone-800">
          Are you sure you want to Log Out?
        </p>
        {logout.isError && (
          <div className="mt-3">
            <Alert>{LOGOUT_FAILED}</Alert>
          </div>
        )}
      </Modal>
    </>
  )
}
