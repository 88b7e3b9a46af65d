import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { peopleKeys } from './keys'
import type { PersonUpdate } from './types'

export async function updatePerson({ id, body }: { id: number; body: PersonUpdate }) {
  return unwrap(await api.PUT('/api/people/{person_id}', { params: { path: { person_id: id } }, body }))
}

export function useUpdatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
