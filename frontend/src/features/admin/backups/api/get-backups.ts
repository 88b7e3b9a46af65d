import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { backupKeys } from './types'

/** GET /api/admin/backups: the backups on the server, newest first. */
export async function getBackups(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/backups', { signal }))
}

export const backupsQuery = queryOptions({ queryKey: backupKeys.list(), queryFn: ({ signal }) => getBackups(signal) })

export function useBackups() {
  return useQuery(backupsQuery)
}
