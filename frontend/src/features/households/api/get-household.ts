import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { householdOrKept } from '@/lib/offline/households'

import { householdKeys } from './keys'
import type { Household } from './types'

/** GET /api/households/{id}: the household with its current and past members (kept on this device for reading offline). */
export async function getHousehold(id: number, signal?: AbortSignal): Promise<Household> {
  const path = { household_id: id }
  return householdOrKept(id, async () => unwrap(await api.GET('/api/households/{household_id}', { params: { path }, signal })))
}

export function householdQuery(id: number) {
  return queryOptions({ queryKey: householdKeys.one(id), queryFn: ({ signal }) => getHousehold(id, signal) })
}

export function useHousehold(id: number) {
  return useQuery(householdQuery(id))
}
