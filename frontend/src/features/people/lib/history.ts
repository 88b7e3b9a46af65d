/** How a person's History names what happened and who did it. */
import type { HistoryEntry } from '../api/get-person-history'

import { actionLabel } from '@/lib/audit/labels'
import { i18n } from '@/lib/i18n'

const WHAT = new Set(['person.created', 'person.updated', 'person.photo_changed', 'person.deleted', 'person.restored', 'person.purged'])

/** 'Changed by Ligaya Ramos', 'Relative linked by …' (any other action in the audit trail's words); a change made from the server's command line has no person: 'the system'. */
export function entryTitle(entry: HistoryEntry): string {
  const what = WHAT.has(entry.action) ? i18n.t(`people:historyWhat.${entry.action.replace('person.', '')}`) : actionLabel(entry.action)
  return i18n.t('people:historyBy', { what, who: entry.actor_name ?? i18n.t('people:theSystem') })
}
