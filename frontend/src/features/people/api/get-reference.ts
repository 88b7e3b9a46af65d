import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { referenceKey } from './keys'

export async function getReference(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/reference', { signal }))
}

/** The fixed lists (46 barangays, tribe names, form choices): fetched once per visit. */
export const referenceQuery = queryOptions({
  queryKey: referenceKey,
  queryFn: ({ signal }) => getReference(signal),
  staleTime: Infinity,
  gcTime: Infinity,
})

export function useReference() {
  return useQuery(referenceQuery)
}
