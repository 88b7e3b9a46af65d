import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { useAccountMutation } from './use-account-mutation'

export async function rejectUser(id: number) {
  unwrap(await api.POST('/api/admin/users/{user_id}/reject', { params: { path: { user_id: id } } }))
}

/** POST /api/admin/users/{id}/reject: the pending account is deleted. */
export function useRejectUser() {
  return useAccountMutation(rejectUser)
}
