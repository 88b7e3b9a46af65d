import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type PasswordChange = components['schemas']['PasswordChangeIn']

/** POST /api/account/password: the answer's message says it is done; every other session has ended. */
export async function changePassword(body: PasswordChange) {
  return unwrap(await api.POST('/api/account/password', { body }))
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
