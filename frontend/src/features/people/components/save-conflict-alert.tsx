import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

interface Props {
  /** The server's 'This record was changed by {name} at {time}. Reload it to see the changes.' */
  message: string
  /** Why the newer values could not be loaded, if Reload failed. */
  reloadError: string | null
  reloading: boolean
  onReload: () => void
}

/** A save refused because someone else changed the record since the form loaded it: focus comes here. */
export function SaveConflictAlert({ message, reloadError, reloading, onReload }: Props) {
  const { t } = useTranslation('people')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [message])
  return (
    <Alert ref={ref} focusable>
      <p>{message}</p>
      {reloadError && <p className="mt-1 font-medium">{reloadError}</p>}
      <Button variant="secondary" className="mt-3" disabled={reloading} onClick={onReload}>
        {reloading ? t('reloading') : t('reload')}
      </Button>
    </Alert>
  )
}
