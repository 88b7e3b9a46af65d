import { keepFinding } from '@/lib/offline/findings'
import { requestSignal } from '@/lib/offline/network'
import type { OutboxEntry } from '@/lib/offline/outbox'

import { checkDuplicates } from '../api/check-duplicates'
import type { Person } from '../api/types'
import { probeFromBody } from '../hooks/use-duplicate-check'

/**
 * The Add form's duplicate check, for a person added offline: run when the outbox creates them (the form could
 * not ask the server), the person themself left out. What it finds is kept on the device for the next time the
 * clerk opens that person (SyncDuplicateWarning). A failed check finds nothing; the sync goes on either way.
 */
export async function duplicatesAtSync(entry: OutboxEntry, person: Person): Promise<void> {
  const matches = await checkDuplicates({ ...probeFromBody(entry.body), person_id: person.id }, requestSignal())
  await keepFinding(entry.userId, person.id, matches)
}
