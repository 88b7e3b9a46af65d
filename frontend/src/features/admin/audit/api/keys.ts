import type { AuditQuery } from './get-audit-events'

/** Query keys of the audit trail: a change that writes events (a restore, a purge) invalidates `auditKeys.all`. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  events: (query: AuditQuery) => [...auditKeys.all, 'events', query] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
}
