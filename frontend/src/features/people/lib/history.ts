/** How a person's History names what happened and who did it. */
import type { HistoryEntry } from '../api/get-person-history'

const WHAT: Partial<Record<HistoryEntry['action'], string>> = {
  'person.created': 'Created',
  'person.updated': 'Changed',
  'person.photo_changed': 'Photo changed',
  'person.deleted': 'Moved to the Trash',
  'person.restored': 'Restored from the Trash',
  'person.purged': 'Deleted permanently',
}

/** 'Changed by Ligaya Ramos'; a change made from the server's command line has no person: 'the system'. */
export function entryTitle(entry: HistoryEntry): string {
  return `${WHAT[entry.action] ?? entry.action} by ${entry.actor_name ?? 'the system'}`
}
