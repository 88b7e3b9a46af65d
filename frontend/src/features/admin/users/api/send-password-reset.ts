import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

export async function sendPasswordReset(id: number) {
  return unwrap(await api.POST('/api/admin/users/{user_id}/password-reset', { params: { path: { user_id: id } } }))
}

/** POST /api/admin/users/{id}/password-reset: the account is emailed a single-use reset link (the table is unchanged). */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset })
}
