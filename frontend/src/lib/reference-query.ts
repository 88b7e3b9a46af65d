import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { requestSignal } from '@/lib/offline/network'
import { referenceOrPrecached } from '@/lib/offline/reference'

export const referenceKey = ['reference'] as const

/** With no connection (or no answer in 10 s), the lists precached with the app. */
export async function getReference(signal?: AbortSignal) {
  return referenceOrPrecached(async () => unwrap(await api.GET('/api/reference', { signal: requestSignal(signal) })))
}

/** The fixed lists (46 barangays, tribe names, form choices): fetched once per visit. Shared by the people forms
 * and Administration (an encoder's barangays are chosen from the same list). */
export const referenceQuery = queryOptions({
  queryKey: referenceKey,
  queryFn: ({ signal }) => getReference(signal),
  staleTime: Infinity,
  gcTime: Infinity,
})

export function useReference() {
  return useQuery(referenceQuery)
}
