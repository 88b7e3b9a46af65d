import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { certificationKeys } from './keys'

/** GET /api/people/{id}/certifications (IPMR and Chieftain): the person's certifications, newest first. */
export async function listCertifications(personId: number, signal?: AbortSignal) {
  const path = { person_id: personId }
  return unwrap(await api.GET('/api/people/{person_id}/certifications', { params: { path }, signal }))
}

export function personCertificationsQuery(personId: number) {
  return queryOptions({
    queryKey: certificationKeys.ofPerson(personId),
    queryFn: ({ signal }) => listCertifications(personId, signal),
  })
}

export function usePersonCertifications(personId: number) {
  return useQuery(personCertificationsQuery(personId))
}
