import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { attachmentName, saveBlob } from '@/lib/download'

/** POST /api/admin/backups/{name}/download with the password asked again; the archive is saved as a file. */
export async function downloadBackup({ name, password }: { name: string; password: string }) {
  const result = await api.POST('/api/admin/backups/{name}/download', {
    params: { path: { name } },
    body: { password },
    parseAs: 'blob',
  })
  const blob = unwrap(result) as Blob
  saveBlob(blob, attachmentName(result.response, name))
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup })
}
