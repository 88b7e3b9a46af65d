import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { peopleKeys } from './keys'

export async function getPerson(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/{person_id}', { params: { path: { person_id: id } }, signal }))
}

export function personQuery(id: number) {
  return queryOptions({
    queryKey: peopleKeys.detail(id),
    queryFn: ({ signal }) => getPerson(id, signal),
  })
}

export function usePerson(id: number | null) {
  return useQuery({ ...personQuery(id ?? 0), enabled: id !== null })
}
