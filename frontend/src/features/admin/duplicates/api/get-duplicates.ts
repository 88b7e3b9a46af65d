import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { duplicateKeys } from './keys'

export type DuplicatePair = components['schemas']['PairOut']
export type DuplicateScan = components['schemas']['ScanOut']

export const PAIRS_PAGE_SIZE = 10
const POLL_MS = 1000

export async function getDuplicates(page: number, person: number | null, signal?: AbortSignal) {
  const query = { page, page_size: PAIRS_PAGE_SIZE, ...(person ? { person } : {}) }
  return unwrap(await api.GET('/api/admin/duplicates', { params: { query }, signal }))
}

/** One page of likely pairs (of one person, with `person`), best first, with the latest refresh; polled while a
 * refresh runs. */
export function useDuplicates(page: number, person: number | null) {
  return useQuery({
    queryKey: duplicateKeys.page(page, person),
    queryFn: ({ signal }) => getDuplicates(page, person, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.scan?.status === 'running' ? POLL_MS : false),
  })
}
