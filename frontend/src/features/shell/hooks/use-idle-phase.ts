import { useEffect, useRef, useState } from 'react'

import { lastActivity, onActivity } from '@/lib/api/activity'

/** The warning comes this long before the server would end the session. */
export const WARN_BEFORE_MS = 60_000

export type IdlePhase = 'active' | 'warning'

/**
 * Watches the time since the app's last request (lib/api/activity.ts) against the server's idle limit:
 * 'warning' from one minute before it, `onTimeout` once it is reached; any request (this tab's or another's)
 * starts the count again. `idleMinutes` null (signed out) watches nothing.
 */
export function useIdlePhase(idleMinutes: number | null, onTimeout: () => void): IdlePhase {
  const [phase, setPhase] = useState<IdlePhase>('active')
  const timeout = useRef(onTimeout)
  useEffect(() => {
    timeout.current = onTimeout
  })

  useEffect(() => {
    if (idleMinutes === null) return
    const idleMs = idleMinutes * 60_000
    let timer: ReturnType<typeof setTimeout> | undefined

    function check() {
      clearTimeout(timer)
      const left = lastActivity() + idleMs - Date.now()
      if (left <= 0) {
        setPhase('active')
        timeout.current()
      } else if (left <= WARN_BEFORE_MS) {
        setPhase('warning')
        timer = setTimeout(check, left)
      } else {
        setPhase('active')
        timer = setTimeout(check, left - WARN_BEFORE_MS)
      }
    }

    // A tab in the background may have its timers slowed down: look again when it is shown.
    function checkWhenShown() {
      if (document.visibilityState === 'visible') check()
    }

    timer = setTimeout(check, 0)
    const stopListening = onActivity(check)
    document.addEventListener('visibilitychange', checkWhenShown)
    return () => {
      clearTimeout(timer)
      stopListening()
      document.removeEventListener('visibilitychange', checkWhenShown)
      setPhase('active')
    }
  }, [idleMinutes])

  return phase
}
