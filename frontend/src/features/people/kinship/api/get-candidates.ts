import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { kinshipKeys } from './keys'
import type { Role } from './types'

export interface CandidateParams {
  q: string
  role: Role
  person_id?: number
  date_of_birth?: string
  age?: number
  barangay?: string
}

/** The server answers nothing for fewer letters. */
export const MIN_TYPED = 2

export async function getCandidates(params: CandidateParams, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/kinship/candidates', { params: { query: params }, signal }))
}

/** People whose name matches, plausible for the role (gender, a parent at least 12 years older), the barangay first. */
export function useCandidates(params: CandidateParams) {
  const enabled = params.q.trim().length >= MIN_TYPED
  return useQuery({
    queryKey: kinshipKeys.candidates(params),
    queryFn: ({ signal }) => getCandidates(params, signal),
    enabled,
    placeholderData: enabled ? keepPreviousData : undefined,
    staleTime: 30_000,
  })
}
