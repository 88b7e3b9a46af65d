import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { requestSignal } from '@/lib/offline/network'

import { peopleKeys } from './keys'

/** `signal`: the dialog's (No aborts it) and 10 s without an answer (lib/offline/network). */
export async function deletePerson({ id, signal }: { id: number; signal?: AbortSignal }) {
  unwrap(await api.DELETE('/api/people/{person_id}', { params: { path: { person_id: id } }, signal: requestSignal(signal) }))
}

export function useDeletePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
