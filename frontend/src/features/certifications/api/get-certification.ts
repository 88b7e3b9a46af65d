import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { certificationKeys } from './keys'

/** GET /api/certifications/{id} (Chieftain): the printable certificate with its QR code. */
export async function getCertification(id: number, signal?: AbortSignal) {
  const path = { certification_id: id }
  return unwrap(await api.GET('/api/certifications/{certification_id}', { params: { path }, signal }))
}

export function certificationQuery(id: number) {
  return queryOptions({ queryKey: certificationKeys.one(id), queryFn: ({ signal }) => getCertification(id, signal) })
}

export function useCertification(id: number) {
  return useQuery(certificationQuery(id))
}
