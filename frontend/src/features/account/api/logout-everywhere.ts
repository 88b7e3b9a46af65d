import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { texts } from '@/lib/i18n'
import { useSignedOut } from '@/lib/auth/sign-out'

/** Read in the current language each time (catalogue `account`). */
export const LOGOUT_EVERYWHERE_MESSAGES = texts({ failed: 'account:logout_everywhere_failed' })

/** POST /api/account/logout-everywhere: every session of the account ends, this one included. */
export async function logOutEverywhere(): Promise<void> {
  unwrap(await api.POST('/api/account/logout-everywhere'), LOGOUT_EVERYWHERE_MESSAGES.failed)
}

/** Then to /login, signed out. */
export function useLogOutEverywhere() {
  const signedOut = useSignedOut()
  return useMutation({ mutationFn: logOutEverywhere, onSuccess: () => signedOut() })
}
