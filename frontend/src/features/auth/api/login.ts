import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { storeSession } from '@/lib/auth/session'

export type LoginBody = components['schemas']['LoginIn']

export async function login(body: LoginBody) {
  return unwrap(await api.POST('/api/auth/login', { body }))
}

/** POST /api/auth/login; on success the session query holds the signed-in user. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: login, onSuccess: (session) => storeSession(queryClient, session) })
}
