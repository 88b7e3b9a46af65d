import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { kinshipKeys } from './keys'

export async function getInheritedTribe(fatherId: number, motherId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/api/kinship/inherited-tribe', { params: { query: { father_id: fatherId, mother_id: motherId } }, signal }),
  )
}

/** The tribe both linked parents share (null: none, or not both linked). */
export function useInheritedTribe(fatherId: number | null, motherId: number | null) {
  return useQuery({
    queryKey: kinshipKeys.inheritedTribe(fatherId ?? 0, motherId ?? 0),
    queryFn: ({ signal }) => getInheritedTribe(fatherId ?? 0, motherId ?? 0, signal),
    enabled: fatherId !== null && motherId !== null,
    select: (answer) => answer.tribe ?? null,
  })
}
