import type { Location } from 'react-router'

import { homeFor, mayOpen, type Role } from '@/lib/auth/roles'

/**
 * After login: IPMR to /admin; anyone else back where the guard stopped them when this account may open
 * it (else its own home), or to '/'.
 */
export function afterLogin(role: Role | undefined, state: unknown): string {
  if (role === 'ipmr') return '/admin'
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname) return '/'
  if (!mayOpen(role, from.pathname)) return homeFor(role)
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
