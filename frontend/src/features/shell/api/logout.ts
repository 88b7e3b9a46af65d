import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { timeoutSignal } from '@/lib/api/timeout'
import { useSignedOut } from '@/lib/auth/sign-out'
import { texts } from '@/lib/i18n'

/** Read in the current language each time (catalogue `shell`). */
export const LOGOUT_MESSAGES = texts({ failed: 'shell:logout_failed' })
/** With no connection the request is given up after this long, and the dialog says LOGOUT_MESSAGES.failed. */
export const LOGOUT_TIMEOUT_MS = 10_000

export async function logout(): Promise<void> {
  unwrap(await api.POST('/api/auth/logout', { signal: timeoutSignal(LOGOUT_TIMEOUT_MS) }), LOGOUT_MESSAGES.failed)
}

/** POST /api/auth/logout, then to /login signed out (lib/auth/sign-out.ts). */
export function useLogout() {
  const signedOut = useSignedOut()
  return useMutation({ mutationFn: logout, onSuccess: () => signedOut() })
}
