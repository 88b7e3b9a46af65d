import type { components } from '@/lib/api/schema'
import { PERSON_FIELDS, type PersonField, type StoredField } from '@/lib/person-fields'

import type { DuplicatePair } from '../api/get-duplicates'

type Person = DuplicatePair['first']

/** A value the server's merge chooses between (its MergeField: every form value, from its form schema). */
export type MergeField = Exclude<components['schemas']['MergeField'], 'photo'>
export const UNITED_FIELDS = ['siblings', 'children'] as const

const NOT_CHOSEN: readonly string[] = [...UNITED_FIELDS, 'municipality', 'province']
/** Every field the server merges is a person's field, so it is offered below (else this does not compile). */
const EVERY_MERGE_FIELD_IS_LISTED: readonly (PersonField | StoredField)[] = [] as MergeField[]

/** Every field the server merges, in the form's order, each labelled from the one block (`person-fields`); the
 * photo is chosen on its own. */
export const MERGE_FIELDS = PERSON_FIELDS.filter(
  (field): field is MergeField => !NOT_CHOSEN.includes(field) && EVERY_MERGE_FIELD_IS_LISTED !== undefined,
)

const TREE = new Set<string>(['father', 'mother', 'spouse'])

/** A person's value of a merge field, as text ('' when empty). */
export function fieldValue(person: Person, field: MergeField | (typeof UNITED_FIELDS)[number]): string {
  const source = TREE.has(field) || field === 'siblings' || field === 'children' ? person.family_tree : person
  const value = (source as Record<string, unknown>)[field]
  if (Array.isArray(value)) return value.join(', ')
  return value === null || value === undefined ? '' : String(value)
}

/** Which record each field's value comes from at first: the kept one, unless only the other has a value. */
export function initialChoices(keep: Person, other: Person): Record<MergeField, 'keep' | 'other'> {
  return Object.fromEntries(
    MERGE_FIELDS.map((field) => [field, !fieldValue(keep, field) && fieldValue(other, field) ? 'other' : 'keep']),
  ) as Record<MergeField, 'keep' | 'other'>
}
