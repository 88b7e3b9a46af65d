import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { useAccountMutation } from './use-account-mutation'

export async function disableUser(id: number) {
  return unwrap(await api.POST('/api/admin/users/{user_id}/disable', { params: { path: { user_id: id } } }))
}

/** POST /api/admin/users/{id}/disable: the account cannot sign in, its open sessions end at once. */
export function useDisableUser() {
  return useAccountMutation(disableUser)
}
