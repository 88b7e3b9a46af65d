import { homeFor, mayOpen, PENDING_PATH, type SessionUser } from '@/lib/auth/roles'

/**
 * After login: an account waiting for approval to /pending; IPMR to /admin; anyone else back where the guard
 * stopped them when this account may open it (else its own home), or to '/'.
 */
export function afterLogin(user: Pick<SessionUser, 'role' | 'status'> | null | undefined, state: unknown): string {
  if (user?.status === 'pending') return PENDING_PATH
  const role = user?.role
  if (role === 'ipmr') return '/admin'
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from
  if (!from?.pathname) return '/'
  if (!mayOpen(role, from.pathname)) return homeFor(role)
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
