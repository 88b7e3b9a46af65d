import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { refreshPeopleEverywhere } from '@/lib/people-queries'

import { auditKeys } from '../../audit/api/keys'
import { trashKeys } from './keys'

export async function restorePerson(id: number) {
  return unwrap(await api.POST('/api/admin/trash/{person_id}/restore', { params: { path: { person_id: id } } }))
}

/** Back in every list and count: the Trash, the audit trail, the lists and the dashboard fetch again. */
export function useRestorePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restorePerson,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trashKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
        refreshPeopleEverywhere(queryClient),
      ]),
  })
}
