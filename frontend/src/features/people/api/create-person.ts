import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { peopleKeys } from './keys'
import type { PersonCreate } from './types'

export async function createPerson(body: PersonCreate) {
  return unwrap(await api.POST('/api/people', { body }))
}

export function useCreatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
