import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { useAccountMutation } from './use-account-mutation'

export async function enableUser(id: number) {
  return unwrap(await api.POST('/api/admin/users/{user_id}/enable', { params: { path: { user_id: id } } }))
}

/** POST /api/admin/users/{id}/enable: a disabled account may sign in again. */
export function useEnableUser() {
  return useAccountMutation(enableUser)
}
