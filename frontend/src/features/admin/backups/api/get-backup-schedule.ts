import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { backupKeys } from './types'

/** GET /api/admin/backups/schedule: whether the server backs up by itself. */
export async function getBackupSchedule(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/backups/schedule', { signal }))
}

export const backupScheduleQuery = queryOptions({
  queryKey: backupKeys.schedule(),
  queryFn: ({ signal }) => getBackupSchedule(signal),
})

export function useBackupSchedule() {
  return useQuery(backupScheduleQuery)
}
