import { useMutation, useQueryClient } from '@tanstack/react-query'

import { csrfHeaders } from '@/lib/api/client'
import { ApiError, type ApiErrorBody } from '@/lib/api/errors'

import { peopleKeys } from './keys'
import type { Person } from './types'

/** Multipart upload (field "file"); the server checks the content, re-encodes it and makes a thumbnail. */
export async function uploadPersonPhoto({ id, file }: { id: number; file: File }): Promise<Person> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(`/api/people/${id}/photo`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: csrfHeaders('POST'),
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    throw new ApiError(response.status, body as ApiErrorBody | undefined, `HTTP ${response.status}`)
  }
  return body as Person
}

export function useUploadPersonPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPersonPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
