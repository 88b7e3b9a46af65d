import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { privacyKeys } from './keys'

export async function getNoticePerson(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/{person_id}', { params: { path: { person_id: id } }, signal }))
}

/** The person the notice is printed for (their name goes on the sheet). */
export function useNoticePerson(id: number) {
  return useQuery({ queryKey: privacyKeys.person(id), queryFn: ({ signal }) => getNoticePerson(id, signal) })
}
