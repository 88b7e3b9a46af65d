import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { importKeys } from './types'

export interface ImportUpload {
  file: File
  /** A .zip of the original's photo folder (for its JSON export). */
  photos?: File | null
}

/** POST /api/admin/imports: the server keeps the file and starts checking it (nothing is imported yet). */
export async function uploadImport({ file, photos }: ImportUpload) {
  return unwrap(
    await api.POST('/api/admin/imports', {
      body: { file: file.name, photos: photos?.name },
      bodySerializer: () => {
        const form = new FormData()
        form.append('file', file)
        if (photos) form.append('photos', photos)
        return form
      },
    }),
  )
}

export function useUploadImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (job) => queryClient.setQueryData(importKeys.job(job.id), job),
  })
}
