import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { requestSignal } from '@/lib/offline/network'

import { peopleKeys } from './keys'
import type { PersonCreate } from './types'

/** `signal`: the form's (closing it aborts the request) and 10 s without an answer (lib/offline/network). */
export async function createPerson({ body, signal }: { body: PersonCreate; signal?: AbortSignal }) {
  return unwrap(await api.POST('/api/people', { body, signal: requestSignal(signal) }))
}

export function useCreatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
