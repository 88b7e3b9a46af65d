import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { backupKeys } from './types'

/** POST /api/admin/backups: writes one now (and keeps the newest few); answers when it is written and checked. */
export async function runBackup() {
  return unwrap(await api.POST('/api/admin/backups'))
}

export function useRunBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  })
}
