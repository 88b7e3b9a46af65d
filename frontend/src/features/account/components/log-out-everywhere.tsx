import { useId, useRef, useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

import { useLogOutEverywhere } from '../api/logout-everywhere'
import { useTranslation } from 'react-i18next'


/** "Log out everywhere": asks first (No focused), then ends every session and goes to /login. */
export function LogOutEverywhere() {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(false)
  const logOut = useLogOutEverywhere()
  const noRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()

  function close() {
    if (!logOut.isPending) setOpen(false)
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          logOut.reset()
          setOpen(true)
        }}
      >
        {t('log_out_everywhere')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t('log_out_everywhere')}
        describedBy={questionId}
        initialFocusRef={noRef}
        footer={
          <>
            <Button ref={noRef} variant="secondary" onClick={close}>
              {t('no')}
            </Button>
            <Button variant="danger" disabled={logOut.isPending} onClick={() => logOut.mutate()}>
              {t('yes')}
            </Button>
          </>
        }
      >
        <p id={questionId} className="text-stone-800">
          {t('log_out_everywhere_question')}
        </p>
        {logOut.isError && (
          <div className="mt-3">
            <Alert>{t('logout_everywhere_failed')}</Alert>
          </div>
        )}
      </Modal>
    </>
  )
}
