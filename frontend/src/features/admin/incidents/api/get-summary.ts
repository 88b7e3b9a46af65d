import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { incidentKeys } from './keys'

export type AnnualSummary = components['schemas']['AnnualSummary']

export function summaryQuery(year: number) {
  return queryOptions({
    queryKey: incidentKeys.summary(year),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/incidents/summary', { params: { query: { year } }, signal })),
  })
}

/** The incidents discovered in `year` (the office's calendar): counts and the list. */
export function useAnnualSummary(year: number) {
  return useQuery(summaryQuery(year))
}
