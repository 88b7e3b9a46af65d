import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type ForgotPasswordBody = components['schemas']['ForgotPasswordIn']

export async function forgotPassword(body: ForgotPasswordBody) {
  return unwrap(await api.POST('/api/auth/forgot-password', { body }))
}

/** POST /api/auth/forgot-password: emails a single-use reset link. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
