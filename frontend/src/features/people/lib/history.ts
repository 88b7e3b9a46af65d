/** How a person's History names what happened and who did it. */
import type { HistoryEntry } from '../api/get-person-history'

import { actionLabel } from '@/lib/audit/labels'
import { i18n } from '@/lib/i18n'

/**
 * 'Changed by Ligaya Ramos', 'Relative linked by …': the audit trail's label (its short History variant where
 * the catalogue has one); a change made from the server's command line has no person: 'the system'. A change an
 * encoder proposed and an IPMR approved names both: 'Changed — proposed by Ana Reyes, approved by Ligaya Ramos'.
 */
export function entryTitle(entry: HistoryEntry): string {
  const what = actionLabel(entry.action, 'history')
  const who = entry.actor_name ?? i18n.t('people:theSystem')
  if (entry.proposed_by) return i18n.t('people:historyProposed', { what, who, proposer: entry.proposed_by })
  return i18n.t('people:historyBy', { what, who })
}
