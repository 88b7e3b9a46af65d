import type { Person, PersonBody } from './db'

/** The form fields of a person, flat (the family tree's names beside the others). */
export type FlatFields = Record<string, unknown>

const TREE = ['father', 'mother', 'spouse', 'siblings', 'children'] as const

export function flattenBody(body: PersonBody): FlatFields {
  const { family_tree, ...rest } = body
  return { ...rest, ...(family_tree ?? {}) }
}

/** The stored record's values of the same fields as `yours`. */
export function flattenPerson(person: Person, fields: string[]): FlatFields {
  const tree = person.family_tree as unknown as Record<string, unknown>
  const record = person as unknown as Record<string, unknown>
  return Object.fromEntries(fields.map((name) => [name, (TREE as readonly string[]).includes(name) ? tree[name] : record[name]]))
}

function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === '' || v === undefined ? null : Array.isArray(v) && v.length === 0 ? null : v)
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b))
}

export interface FieldDifference {
  field: string
  theirs: unknown
  yours: unknown
}

/** The fields where the edit made offline and the record stored meanwhile disagree, in the form's order. */
export function differences(yours: PersonBody, theirs: Person): FieldDifference[] {
  const mine = flattenBody(yours)
  const stored = flattenPerson(theirs, Object.keys(mine))
  return Object.keys(mine)
    .filter((field) => !same(mine[field], stored[field]))
    .map((field) => ({ field, theirs: stored[field], yours: mine[field] }))
}

export type Choice = 'theirs' | 'yours'

/** The body to send after the clerk chose, field by field: the stored record with the fields chosen as yours. */
export function mergeChoices(yours: PersonBody, theirs: Person, choices: Record<string, Choice>): PersonBody {
  const mine = flattenBody(yours)
  const stored = flattenPerson(theirs, Object.keys(mine))
  const merged: FlatFields = Object.fromEntries(
    Object.keys(mine).map((field) => [field, choices[field] === 'yours' ? mine[field] : stored[field]]),
  )
  const tree = Object.fromEntries(TREE.map((name) => [name, merged[name]]))
  for (const name of TREE) delete merged[name]
  return { ...merged, family_tree: tree } as PersonBody
}
