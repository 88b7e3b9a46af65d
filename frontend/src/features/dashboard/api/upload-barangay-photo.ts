import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { photoUpload } from '@/lib/api/photo-upload'

import { dashboardKeys } from './keys'

/** Multipart upload (field "file") of a barangay's card photo; IPMR only. */
export async function uploadBarangayPhoto({ name, file }: { name: string; file: File }): Promise<void> {
  unwrap(await api.PUT('/api/barangays/{name}/photo', { params: { path: { name } }, ...photoUpload(file) }))
}

export function useUploadBarangayPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadBarangayPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.barangays() }),
  })
}
