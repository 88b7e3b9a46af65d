/** Query keys of the breach register: saving an incident invalidates `incidentKeys.all`. */
export const incidentKeys = {
  all: ['admin', 'incidents'] as const,
  list: () => [...incidentKeys.all, 'list'] as const,
  one: (id: number) => [...incidentKeys.all, 'one', id] as const,
  summary: (year: number) => [...incidentKeys.all, 'summary', year] as const,
}

/** The countdown is read from the office clock on the server: the list and the incident fetch it again each minute. */
export const COUNTDOWN_REFRESH_MS = 60_000
