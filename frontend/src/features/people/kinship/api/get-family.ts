import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { kinshipKeys } from './keys'

export async function getFamily(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/{person_id}/family', { params: { path: { person_id: id } }, signal }))
}

/** The whole family of one person in one request (three generations up and down, siblings, spouses). */
export function useFamily(id: number) {
  return useQuery({ queryKey: kinshipKeys.family(id), queryFn: ({ signal }) => getFamily(id, signal) })
}
