import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { kinshipKeys } from './keys'

export async function getRelatives(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/people/{person_id}/relatives', { params: { path: { person_id: id } }, signal }))
}

export function relativesQuery(id: number) {
  return queryOptions({ queryKey: kinshipKeys.relatives(id), queryFn: ({ signal }) => getRelatives(id, signal) })
}

/** Father, mother, spouses, siblings and children: linked ones with their id, typed names without. */
export function useRelatives(id: number | null) {
  return useQuery({ ...relativesQuery(id ?? 0), enabled: id !== null })
}
