import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { certificationKeys } from './keys'

export type Genealogy = components['schemas']['Genealogy']
export type GenealogyEntry = components['schemas']['GenealogyEntry']
export type PersonRecord = components['schemas']['PersonOut']

/** GET /api/people/{id}/genealogy: the Genealogy Form's boxes. */
export function useGenealogy(personId: number) {
  return useQuery({
    queryKey: certificationKeys.genealogy(personId),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/people/{person_id}/genealogy', { params: { path: { person_id: personId } }, signal })),
  })
}

/** GET /api/people/{id}: the record the Information Index Form prints. */
export function usePersonRecord(personId: number) {
  return useQuery({
    queryKey: certificationKeys.record(personId),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/people/{person_id}', { params: { path: { person_id: personId } }, signal })),
  })
}
