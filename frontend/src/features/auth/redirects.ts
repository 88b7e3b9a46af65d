import type { Location } from 'react-router'

import type { Role } from '@/lib/auth/roles'

/** After login: IPMR to /admin; anyone else back where the guard stopped them, or to '/'. */
export function afterLogin(role: Role | undefined, state: unknown): string {
  if (role === 'ipmr') return '/admin'
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname) return '/'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
