import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { proposalsKeys } from './keys'

/** GET /api/proposals/{id}: the proposed values beside the record's current ones, the changed fields, an add's
 * possible duplicates. */
export function useProposal(id: number) {
  return useQuery({
    queryKey: proposalsKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/proposals/{proposal_id}', { params: { path: { proposal_id: id } }, signal })),
  })
}
