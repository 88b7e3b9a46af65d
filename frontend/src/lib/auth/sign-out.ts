import { useQueryClient } from '@tanstack/react-query'
import { useAppNavigate, type AppLocation } from '@/lib/navigation'

import { forgetSession } from './session'

/**
 * Once the server's session has ended on purpose (Log Out, Log out everywhere, inactivity): go to /login, then
 * forget the session and its data (lib/auth/session.ts). `from` is the page to come back to after the next
 * login (inactivity keeps it; a chosen log out does not, so the next account starts at its own home).
 */
export function useSignedOut() {
  const queryClient = useQueryClient()
  const navigate = useAppNavigate()
  return async function signedOut(from?: AppLocation): Promise<void> {
    // Leave the signed-in page before the session reads signed out (flushSync: not in a transition),
    // or its guard would send the login screen the page as an origin for the next account.
    await navigate('/login', { replace: true, state: from ? { from } : null, flushSync: true })
    await forgetSession(queryClient)
  }
}
