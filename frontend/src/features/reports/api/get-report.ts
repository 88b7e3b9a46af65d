import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type Report = components['schemas']['Report']

export const reportKeys = {
  all: ['reports'] as const,
  one: (barangay: string) => ['reports', barangay] as const,
  tiles: () => ['reports-map-tiles'] as const,
}

/** GET /api/reports: every chart's numbers in one request ('' = the whole municipality). */
export async function getReport(barangay: string, signal?: AbortSignal) {
  const query = barangay ? { barangay } : {}
  return unwrap(await api.GET('/api/reports', { params: { query }, signal }))
}

export function reportQuery(barangay: string) {
  return queryOptions({
    queryKey: reportKeys.one(barangay),
    queryFn: ({ signal }) => getReport(barangay, signal),
    placeholderData: keepPreviousData,
  })
}

export function useReport(barangay: string) {
  return useQuery(reportQuery(barangay))
}
