import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { requestSignal } from '@/lib/offline/network'
import { personOrKept } from '@/lib/offline/read-through'

import { peopleKeys } from './keys'

/** With no connection (or no answer in 10 s), the copy kept on this device, else 'Available when online'. */
export async function getPerson(id: number, signal?: AbortSignal) {
  return personOrKept(id, async () =>
    unwrap(await api.GET('/api/people/{person_id}', { params: { path: { person_id: id } }, signal: requestSignal(signal) })),
  )
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
