import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import type { AccountRole } from './get-users'
import { useAccountMutation } from './use-account-mutation'

export async function changeRole({ id, role }: { id: number; role: AccountRole }) {
  return unwrap(await api.POST('/api/admin/users/{user_id}/role', { params: { path: { user_id: id } }, body: { role } }))
}

/** POST /api/admin/users/{id}/role. */
export function useChangeRole() {
  return useAccountMutation(changeRole)
}
