import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'

import { barangaysFor } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/session'

import { getReference, referenceQuery } from './get-reference'

export type Reference = Awaited<ReturnType<typeof getReference>>

/**
 * The fixed lists as the signed-in account may use them: an encoder's barangay dropdowns (the person form, the
 * list's filter, Reports) offer only their barangays. The server answers an encoder so; this keeps the copy
 * precached with the app (offline) in step.
 */
export function useScopedReference() {
  const { user } = useSession()
  // The session's user is one object while it is cached: the selection is kept between renders.
  const select = useCallback((lists: Reference): Reference => ({ ...lists, barangays: barangaysFor(user, lists.barangays) }), [user])
  return useQuery({ ...referenceQuery, select })
}
