import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type ProcessingRecord = components['schemas']['ProcessingRecordOut']

/** GET /api/admin/privacy-record: the record of processing, read from the running system. */
export async function getProcessingRecord(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/privacy-record', { signal }))
}

export const processingRecordQuery = queryOptions({
  queryKey: ['admin', 'privacy-record'] as const,
  queryFn: ({ signal }) => getProcessingRecord(signal),
})

/** Fetched afresh each time the screen opens: the counts are the data's at that moment. */
export function useProcessingRecord() {
  return useQuery({ ...processingRecordQuery, staleTime: 0 })
}
