import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { requestSignal } from '@/lib/offline/network'

import { peopleKeys } from './keys'
import type { PersonUpdate } from './types'

export async function updatePerson({ id, body, signal }: { id: number; body: PersonUpdate; signal?: AbortSignal }) {
  const params = { path: { person_id: id } }
  return unwrap(await api.PUT('/api/people/{person_id}', { params, body, signal: requestSignal(signal) }))
}

export function useUpdatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
