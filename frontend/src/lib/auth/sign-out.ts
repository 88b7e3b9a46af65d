import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, type Location } from 'react-router'

import { DEFAULT_IDLE_MINUTES, sessionQuery, storeSession } from './session'

function clearBrowserStorage() {
  try {
    window.localStorage.clear()
    window.sessionStorage.clear()
  } catch {
    // storage may be unavailable (private mode); nothing to clear then
  }
}

/**
 * Once the server's session has ended (Log Out, Log out everywhere, inactivity): go to /login, forget every
 * cached record and local storage, and mark the session signed out (kept as the same query so the header
 * updates at once). `from` is the page to come back to after the next login (inactivity keeps it).
 */
export function useSignedOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async function signedOut(from?: Location): Promise<void> {
    const previous = queryClient.getQueryData(sessionQuery.queryKey)
    const captcha = previous?.captcha ?? true
    const idleMinutes = previous?.idle_minutes ?? DEFAULT_IDLE_MINUTES
    // Leave the signed-in page before the session reads signed out (flushSync: not in a transition),
    // or its guard would send the login screen the page as an origin for the next account.
    await navigate('/login', { replace: true, state: from ? { from } : null, flushSync: true })
    await queryClient.cancelQueries()
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] })
    storeSession(queryClient, { user: null, captcha, idle_minutes: idleMinutes })
    clearBrowserStorage()
  }
}
