import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { auditKeys } from '../../audit/api/keys'
import { trashKeys } from './keys'

export interface PurgeRequest {
  id: number
  /** As the IPMR typed it: the server checks it against the person's last name. */
  lastName: string
  /** The National Archives' disposal authority (RA 9470): the server refuses a purge without one. */
  disposalAuthority: string
}

export async function purgePerson({ id, lastName, disposalAuthority }: PurgeRequest) {
  unwrap(
    await api.DELETE('/api/admin/trash/{person_id}', {
      params: { path: { person_id: id }, query: { last_name: lastName, disposal_authority: disposalAuthority } },
    }),
  )
}

/** Deletes a person in the Trash for good (their photo too); the Trash and the audit trail fetch again. */
export function usePurgePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: purgePerson,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trashKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  })
}
