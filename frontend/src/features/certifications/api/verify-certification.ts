import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { certificationKeys } from './keys'

/** GET /api/verify/{code} (public): serial, name, issue date and whether it was revoked. */
export async function verifyCertification(code: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/verify/{code}', { params: { path: { code } }, signal }))
}

export function verifyQuery(code: string) {
  return queryOptions({
    queryKey: certificationKeys.verify(code),
    queryFn: ({ signal }) => verifyCertification(code, signal),
    retry: false,
  })
}

export function useVerifyCertification(code: string) {
  return useQuery(verifyQuery(code))
}
