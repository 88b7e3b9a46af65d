import type { components } from '@/lib/api/schema'

export type Role = components['schemas']['Role']
export type SessionUser = components['schemas']['UserOut']

/** Where a role lands after sign-up, and from `/`. */
export function homeFor(role: Role | undefined): string {
  if (role === 'ipmr') return '/admin'
  if (role === 'chieftain') return '/super-admin'
  return '/home'
}

/** The one screen of an account that waits for an IPMR's approval. */
export const PENDING_PATH = '/pending'

/** Where an account lands after sign-up, and from `/`: while it waits for approval, on /pending. */
export function landingFor(user: Pick<SessionUser, 'role' | 'status'> | null | undefined): string {
  return user?.status === 'pending' ? PENDING_PATH : homeFor(user?.role)
}

/** Who keeps the certificate register (/certificates): the Chieftain who issues, the IPMR. */
export const CERTIFICATE_KEEPERS: readonly Role[] = ['chieftain', 'ipmr']

/** The areas only some roles may open (the route table guards them with RequireRole). */
const ROLE_AREAS: Record<string, readonly Role[]> = {
  '/admin': ['ipmr'],
  '/super-admin': ['chieftain'],
  '/proposals': ['encoder'],
  '/certificates': CERTIFICATE_KEEPERS,
}

/** Whether an account with `role` may open `pathname` (signed-in pages outside the role areas are open to all). */
export function mayOpen(role: Role | undefined, pathname: string): boolean {
  const area = Object.keys(ROLE_AREAS).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  return area === undefined || (role !== undefined && ROLE_AREAS[area].includes(role))
}

/** An encoder's Add, Edit and Delete become proposals for an IPMR's approval (the registry does not change). */
export function isEncoder(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'encoder'
}

/** Who may add, edit and delete from the master list: the IPMR directly, an encoder by proposing. */
export function editsRecords(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'ipmr' || user?.role === 'encoder'
}

/**
 * The barangays a dropdown offers `user`: an encoder's own (in the order of `all`), everyone else all of them.
 * The server already answers an encoder with theirs; this keeps a list precached with the app (offline) in step.
 */
export function barangaysFor(user: Pick<SessionUser, 'role' | 'barangays'> | null | undefined, all: readonly string[]): string[] {
  if (!isEncoder(user)) return [...all]
  const own = new Set((user?.barangays ?? []).map((name) => name.toLowerCase()))
  return all.filter((name) => own.has(name.toLowerCase()))
}
