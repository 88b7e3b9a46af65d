import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { requestKeys } from './keys'

export type NewRequest = components['schemas']['DataRequestCreate']

export async function recordRequest(body: NewRequest) {
  return unwrap(await api.POST('/api/admin/requests', { body }))
}

/** Records a request; the lists fetch again. */
export function useRecordRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  })
}
