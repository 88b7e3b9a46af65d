import { CATANAUAN, type Municipality } from '@/lib/municipality'
import { personName } from '@/lib/person-name'
import type { OutboxEntry, Person } from './db'

/** An entry's values as a person (the form opens it to correct it; the waiting list names it); a new one is of
 * `municipality` (the registry's). */
export function draftPerson(entry: OutboxEntry, municipality: Municipality = CATANAUAN): Person {
  const { family_tree, ...fields } = entry.body
  const base =
    entry.base ?? ({ municipality: municipality.name, province: municipality.province, thumb_url: null } as Person)
  return {
    ...base,
    ...fields,
    family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [], ...(family_tree ?? {}) },
    id: entry.personId ?? 0,
    version: entry.version ?? 0,
  } as Person
}

export function draftName(entry: OutboxEntry): string {
  return personName(entry.body, 'display')
}
