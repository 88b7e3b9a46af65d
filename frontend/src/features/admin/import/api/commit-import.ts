import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { importKeys, type ImportChoice } from './types'

/** POST /api/admin/imports/{id}/commit: imports the valid rows in the background (poll the job), leaving out
 * what the choice says (the server decides which rows those are). */
export async function commitImport({ id, choice }: { id: number; choice: ImportChoice }) {
  return unwrap(
    await api.POST('/api/admin/imports/{job_id}/commit', { params: { path: { job_id: id } }, body: choice }),
  )
}

export function useCommitImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: commitImport,
    onSuccess: (job) => queryClient.setQueryData(importKeys.job(job.id), job),
  })
}
