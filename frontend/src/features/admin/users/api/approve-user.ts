import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import type { RoleChoice } from './get-users'
import { useAccountMutation } from './use-account-mutation'

export async function approveUser({ id, role, barangays }: RoleChoice) {
  const body = role === 'encoder' ? { role, barangays } : { role }
  return unwrap(await api.POST('/api/admin/users/{user_id}/approve', { params: { path: { user_id: id } }, body }))
}

/** POST /api/admin/users/{id}/approve: the pending account becomes active with `role` (an encoder with `barangays`). */
export function useApproveUser() {
  return useAccountMutation(approveUser)
}
