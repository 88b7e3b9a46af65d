import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import type { RoleChoice } from './get-users'
import { useAccountMutation } from './use-account-mutation'

export async function changeRole({ id, role, barangays }: RoleChoice) {
  const body = role === 'encoder' ? { role, barangays } : { role }
  return unwrap(await api.POST('/api/admin/users/{user_id}/role', { params: { path: { user_id: id } }, body }))
}

/** POST /api/admin/users/{id}/role (an encoder's `barangays` with it; changing only them is a change too). */
export function useChangeRole() {
  return useAccountMutation(changeRole)
}
