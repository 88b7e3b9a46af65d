import { useMutation, useQueryClient } from '@tanstack/react-query'

import { csrfHeaders } from '@/lib/api/client'
import { ApiError, type ApiErrorBody } from '@/lib/api/errors'

import { dashboardKeys } from './keys'

/** Multipart upload (field "file") of a barangay's card photo; IPMR only. */
export async function uploadBarangayPhoto({ name, file }: { name: string; file: File }): Promise<void> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(`/api/barangays/${encodeURIComponent(name)}/photo`, {
    method: 'PUT',
    body: form,
    credentials: 'same-origin',
    headers: csrfHeaders('PUT'),
  })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined)
    throw new ApiError(response.status, body as ApiErrorBody | undefined, `HTTP ${response.status}`)
  }
}

export function useUploadBarangayPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadBarangayPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.barangays() }),
  })
}
