import { useMutation, useQueryClient } from '@tanstack/react-query'

import { sendNewPerson } from '@/lib/people-writes'

import { peopleKeys } from './keys'
import type { PersonCreate } from './types'

/** Closing the form aborts the request (`signal`); 10 s without an answer too (lib/people-writes). */
export function useCreatePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, signal }: { body: PersonCreate; signal?: AbortSignal }) => sendNewPerson(body, signal),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
