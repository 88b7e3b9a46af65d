import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { importKeys, isRunning } from './types'

/** How often a running check or import is asked for its progress. */
export const POLL_MS = 700

export async function getImportJob(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/imports/{job_id}', { params: { path: { job_id: id } }, signal }))
}

export function importJobQuery(id: number) {
  return queryOptions({
    queryKey: importKeys.job(id),
    queryFn: ({ signal }) => getImportJob(id, signal),
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : POLL_MS),
  })
}

export function useImportJob(id: number | null) {
  return useQuery({ ...importJobQuery(id ?? 0), enabled: id !== null })
}
