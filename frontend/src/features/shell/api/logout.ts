import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { timeoutSignal } from '@/lib/api/timeout'
import { forgetSession } from '@/lib/auth/session'

export const LOGOUT_FAILED = 'Failed to log out'
/** With no connection the request is given up after this long, and the dialog says LOGOUT_FAILED. */
export const LOGOUT_TIMEOUT_MS = 10_000

export async function logout(): Promise<void> {
  unwrap(await api.POST('/api/auth/logout', { signal: timeoutSignal(LOGOUT_TIMEOUT_MS) }), LOGOUT_FAILED)
}

/**
 * POST /api/auth/logout, then go to /login, forget every cached record and local storage, and mark
 * the session signed out (kept as the same query so the header updates at once).
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave the signed-in page before the session reads signed out (flushSync: not in a transition),
      // or its guard would send the login screen the page as an origin for the next account.
      await navigate('/login', { replace: true, state: null, flushSync: true })
      await forgetSession(queryClient)
    },
  })
}
