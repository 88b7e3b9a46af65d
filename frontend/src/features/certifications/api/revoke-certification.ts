import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { certificationKeys } from './keys'

/** POST /api/certifications/{id}/revoke (Chieftain), with the reason. */
export async function revokeCertification(id: number, reason: string) {
  const path = { certification_id: id }
  return unwrap(await api.POST('/api/certifications/{certification_id}/revoke', { params: { path }, body: { reason } }))
}

export function useRevokeCertification(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => revokeCertification(id, reason),
    onSuccess: (revoked) => {
      queryClient.setQueryData(certificationKeys.one(id), revoked)
      return queryClient.invalidateQueries({ queryKey: certificationKeys.all })
    },
  })
}
