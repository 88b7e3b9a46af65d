import type { DuplicatePair } from '../api/get-duplicates'

type Person = DuplicatePair['first']

/** The fields a merge chooses between, in the form's order; siblings and children are always united. */
export const MERGE_FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'date_of_birth',
  'gender',
  'civil_status',
  'barangay',
  'address',
  'occupation',
  'contact_number',
  'father',
  'mother',
  'spouse',
] as const
export type MergeField = (typeof MERGE_FIELDS)[number]
export const UNITED_FIELDS = ['siblings', 'children'] as const

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
