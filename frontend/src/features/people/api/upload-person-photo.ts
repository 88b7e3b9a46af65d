import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { photoUpload } from '@/lib/api/photo-upload'

import { peopleKeys } from './keys'
import type { Person } from './types'

/** Multipart upload (field "file"); the server checks the content, re-encodes it and makes a thumbnail. */
export async function uploadPersonPhoto({ id, file, signal }: { id: number; file: File; signal?: AbortSignal }): Promise<Person> {
  const path = { person_id: id }
  return unwrap(await api.POST('/api/people/{person_id}/photo', { params: { path }, ...photoUpload(file), signal }))
}

export function useUploadPersonPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPersonPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
