import { ApiError, errorMessage } from '@/lib/api/errors'
import { storedRecord } from '@/lib/offline/conflict'
import type { Person } from '@/lib/offline/db'

/** Why an approval was refused, as the dialog shows it: a stale base (the record changed after the proposal was
 * made; its 409 carries the record as it is now, like an edit conflict's), or a message (already decided, the
 * person deleted meanwhile, anything else). */
export type Refusal = { kind: 'stale'; message: string; current: Person } | { kind: 'message'; message: string }

export function refusalOf(error: unknown, fallback: string): Refusal {
  const current = error instanceof ApiError ? storedRecord(error) : null
  if (current) return { kind: 'stale', message: (error as ApiError).message, current }
  return { kind: 'message', message: errorMessage(error, fallback) }
}
