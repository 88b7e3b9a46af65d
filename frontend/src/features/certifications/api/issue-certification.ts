import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { certificationKeys } from './keys'

/** The purpose, and the affiants named (at most two). */
type IssueRequest = components['schemas']['CertificationIssue']

/** POST /api/people/{id}/certifications (Chieftain): a new Certification of Tribal Membership. */
export async function issueCertification(personId: number, request: IssueRequest) {
  const path = { person_id: personId }
  return unwrap(await api.POST('/api/people/{person_id}/certifications', { params: { path }, body: request }))
}

export function useIssueCertification(personId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: IssueRequest) => issueCertification(personId, request),
    onSuccess: (issued) => {
      queryClient.setQueryData(certificationKeys.one(issued.id), issued)
      return queryClient.invalidateQueries({ queryKey: certificationKeys.ofPerson(personId) })
    },
  })
}
