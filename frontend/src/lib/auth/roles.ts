import type { components } from '@/lib/api/schema'

export type Role = components['schemas']['Role']
export type SessionUser = components['schemas']['UserOut']

/** Where a role lands after sign-up, and from `/`. */
export function homeFor(role: Role | undefined): string {
  if (role === 'ipmr') return '/admin'
  if (role === 'chieftain') return '/super-admin'
  return '/home'
}
