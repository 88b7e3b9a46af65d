import type { Role } from '@/lib/auth/roles'
import type { SessionData } from '@/lib/auth/session'

import { sessionAs } from './render-routes'

const LABELS: Record<Role, string> = { ipmr: 'IPMR', chieftain: 'Chieftain', encoder: 'Encoder', user: 'user' }

/** A session of an account that signed up asking for `role` and waits for an IPMR's approval. */
export function pendingSessionAs(role: Role): SessionData {
  const session = sessionAs(role)
  return { ...session, user: { ...session.user!, status: 'pending', role_label: LABELS[role] } }
}
