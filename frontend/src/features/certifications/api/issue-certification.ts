import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import type { Purpose } from '../purposes'

import { certificationKeys } from './keys'

/** POST /api/people/{id}/certifications (Chieftain): a new Certification of Tribal Membership. */
export async function issueCertification(personId: number, purpose: Purpose) {
  const path = { person_id: personId }
  return unwrap(await api.POST('/api/people/{person_id}/certifications', { params: { path }, body: purpose }))
}

export function useIssueCertification(personId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (purpose: Purpose) => issueCertification(personId, purpose),
    onSuccess: (issued) => {
      queryClient.setQueryData(certificationKeys.one(issued.id), issued)
      return queryClient.invalidateQueries({ queryKey: certificationKeys.ofPerson(personId) })
    },
  })
}
