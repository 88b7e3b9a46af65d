import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { sessionQuery } from '@/lib/auth/session'

export type ResetPasswordBody = components['schemas']['ResetPasswordIn']

export async function resetPassword(body: ResetPasswordBody) {
  return unwrap(await api.POST('/api/auth/reset-password', { body }))
}

/** POST /api/auth/reset-password; the server ends every session of the account, so re-read ours. */
export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}
