import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { referenceKey } from './keys'

export async function getReference(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/reference', { signal }))
}

/** The fixed lists (shared cache entry with the person form): here only the 46 barangay names. */
export const referenceQuery = queryOptions({
  queryKey: referenceKey,
  queryFn: ({ signal }) => getReference(signal),
  staleTime: Infinity,
  gcTime: Infinity,
})

export function useBarangayNames(): readonly string[] {
  return useQuery(referenceQuery).data?.barangays ?? []
}
