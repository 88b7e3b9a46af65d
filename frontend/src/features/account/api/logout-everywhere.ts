import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { useSignedOut } from '@/lib/auth/sign-out'

export const LOGOUT_EVERYWHERE_FAILED = 'Failed to log out everywhere. Please try again.'

/** POST /api/account/logout-everywhere: every session of the account ends, this one included. */
export async function logOutEverywhere(): Promise<void> {
  unwrap(await api.POST('/api/account/logout-everywhere'), LOGOUT_EVERYWHERE_FAILED)
}

/** Then to /login, signed out. */
export function useLogOutEverywhere() {
  const signedOut = useSignedOut()
  return useMutation({ mutationFn: logOutEverywhere, onSuccess: () => signedOut() })
}
