import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { storeSession } from '@/lib/auth/session'

export type SignupBody = components['schemas']['SignupIn']

export async function signup(body: SignupBody) {
  return unwrap(await api.POST('/api/auth/signup', { body }))
}

/** POST /api/auth/signup; the new account is signed in at once. */
export function useSignup() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: signup, onSuccess: (session) => storeSession(queryClient, session) })
}
