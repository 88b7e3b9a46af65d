import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { householdKeys } from './keys'

export interface HouseholdListParams {
  barangay: string
  q: string
  page: number
}

export const HOUSEHOLD_PAGE_SIZE = 50

/** GET /api/households?barangay=&q=&page=: a barangay's households (head, sitio, size), with the counts. */
export async function listHouseholds(params: HouseholdListParams, signal?: AbortSignal) {
  const query = { barangay: params.barangay || undefined, q: params.q || undefined, page: params.page, page_size: HOUSEHOLD_PAGE_SIZE }
  return unwrap(await api.GET('/api/households', { params: { query }, signal }))
}

export function useHouseholdList(params: HouseholdListParams) {
  return useQuery({
    queryKey: householdKeys.list(params),
    queryFn: ({ signal }) => listHouseholds(params, signal),
    placeholderData: keepPreviousData,
  })
}
