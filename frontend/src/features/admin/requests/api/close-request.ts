import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { requestKeys } from './keys'

export type Closing = components['schemas']['DataRequestClose']

export async function closeRequest(id: number, body: Closing) {
  return unwrap(await api.POST('/api/admin/requests/{request_id}/close', { params: { path: { request_id: id } }, body }))
}

/** Closes the request with its outcome; the request and the lists fetch again. */
export function useCloseRequest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Closing) => closeRequest(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  })
}
