import { useMutation, useQueryClient } from '@tanstack/react-query'

import { sendPersonUpdate } from '@/lib/people-writes'

import { peopleKeys } from './keys'
import type { PersonUpdate } from './types'

export function useUpdatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body, signal }: { id: number; body: PersonUpdate; signal?: AbortSignal }) =>
      sendPersonUpdate(id, body, signal),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
