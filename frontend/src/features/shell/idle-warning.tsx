import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { sessionQuery, useSession } from '@/lib/auth/session'
import { useSignedOut } from '@/lib/auth/sign-out'

import { logout } from './api/logout'
import { useIdlePhase } from './hooks/use-idle-phase'
import { useTranslation } from 'react-i18next'


/**
 * The inactivity rule of a signed-in session: a minute before the server would end it, a dialog offers
 * Stay signed in (a request, which counts as activity); when the time is up, to /login with the page kept
 * as the origin.
 */
export function IdleWarning() {
  const { t } = useTranslation('shell')
  const { user, idleMinutes } = useSession()
  const queryClient = useQueryClient()
  const signedOut = useSignedOut()
  const location = useLocation()
  const here = useRef(location)
  useEffect(() => {
    here.current = location
  }, [location])
  const stayRef = useRef<HTMLButtonElement>(null)
  const messageId = useId()

  const phase = useIdlePhase(user ? idleMinutes : null, () => {
    // The server has ended the session by now; ending it here too covers requests the app did not make.
    void logout()
      .catch(() => undefined)
      .finally(() => void signedOut(here.current))
  })

  function staySignedIn() {
    void queryClient.refetchQueries({ queryKey: sessionQuery.queryKey })
  }

  return (
    <Modal
      open={phase === 'warning'}
      onClose={staySignedIn}
      title={t('are_you_still_there')}
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={stayRef}
      closeOnBackdrop={false}
      footer={
        <Button ref={stayRef} onClick={staySignedIn}>
          {t('stay_signed_in')}
        </Button>
      }
    >
      <p id={messageId} className="text-stone-800">
        {t('idle_warning')}
      </p>
    </Modal>
  )
}
