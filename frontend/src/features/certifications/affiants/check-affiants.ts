import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type AffiantWarning = components['schemas']['AffiantWarning']
export type RelationStep = AffiantWarning['steps'][number]

/** GET /api/people/{id}/affiant-check (Chieftain): each registered affiant related to the applicant (or to the other affiant). */
export function affiantCheckQuery(personId: number, affiant1: number | null, affiant2: number | null) {
  return queryOptions({
    queryKey: ['people', personId, 'affiant-check', affiant1, affiant2] as const,
    queryFn: async ({ signal }) => {
      const path = { person_id: personId }
      const query = { affiant1: affiant1 ?? undefined, affiant2: affiant2 ?? undefined }
      return unwrap(await api.GET('/api/people/{person_id}/affiant-check', { params: { path, query }, signal }))
    },
    retry: false,
  })
}

/** The warnings for the affiants chosen so far (none is asked for until a registered person is chosen). */
export function useAffiantCheck(personId: number, affiant1: number | null, affiant2: number | null) {
  return useQuery({ ...affiantCheckQuery(personId, affiant1, affiant2), enabled: affiant1 !== null || affiant2 !== null })
}
