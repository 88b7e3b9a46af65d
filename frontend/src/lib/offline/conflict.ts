import type { ApiError } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import type { Person, PersonBody } from './db'

type StaleSave = components['schemas']['StaleSaveBody']

/** A stale save's 409 carries the record as stored now (`StaleSaveBody` in the API document); else null. */
export function storedRecord(error: ApiError): Person | null {
  if (error.status !== 409) return null
  const { current } = error.detail as Partial<StaleSave['detail']>
  return current ?? null
}

/** The form fields of a person, flat (the family tree's names beside the others). */
export type FlatFields = Record<string, unknown>

const TREE = ['father', 'mother', 'spouse', 'siblings', 'children'] as const

/** The fields compared (the linked relatives are not a field: yours are always sent on). */
export function flattenBody(body: PersonBody): FlatFields {
  const { family_tree, relatives: _relatives, ...rest } = body
  return { ...rest, ...(family_tree ?? {}) }
}

/** The stored record with a body's values: what the form shows after the choices. */
export function withBody(theirs: Person, body: PersonBody): Person {
  const { family_tree, relatives: _relatives, ...fields } = body
  return { ...theirs, ...fields, family_tree: { ...theirs.family_tree, ...(family_tree ?? {}) } } as Person
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

/**
 * The fields where your edit and the record stored meanwhile disagree, in the form's order. With `base` (the
 * record your edit started from), a field only one side changed is not asked about: it merges by itself.
 */
export function differences(yours: PersonBody, theirs: Person, base: Person | null = null): FieldDifference[] {
  const mine = flattenBody(yours)
  const stored = flattenPerson(theirs, Object.keys(mine))
  const before = base ? flattenPerson(base, Object.keys(mine)) : null
  return Object.keys(mine)
    .filter((field) => !same(mine[field], stored[field]) && !oneSided(field, mine, stored, before))
    .map((field) => ({ field, theirs: stored[field], yours: mine[field] }))
}

/** Changed by one side only since `before`: nobody needs to choose. */
function oneSided(field: string, mine: FlatFields, stored: FlatFields, before: FlatFields | null): boolean {
  return before !== null && (same(mine[field], before[field]) || same(stored[field], before[field]))
}

/** The fields you changed that nobody else did: kept as yours without asking. */
export function keptYours(yours: PersonBody, theirs: Person, base: Person | null): string[] {
  if (!base) return []
  const mine = flattenBody(yours)
  const stored = flattenPerson(theirs, Object.keys(mine))
  const before = flattenPerson(base, Object.keys(mine))
  return Object.keys(mine).filter(
    (field) => !same(mine[field], stored[field]) && same(stored[field], before[field]),
  )
}

export type Choice = 'theirs' | 'yours'

/**
 * The body to send after the clerk chose, field by field: the stored record, with the fields chosen as yours
 * and (given `base`) the fields only you changed.
 */
export function mergeChoices(
  yours: PersonBody,
  theirs: Person,
  choices: Record<string, Choice>,
  base: Person | null = null,
): PersonBody {
  const mine = flattenBody(yours)
  const stored = flattenPerson(theirs, Object.keys(mine))
  const own = new Set(keptYours(yours, theirs, base))
  const merged: FlatFields = Object.fromEntries(
    Object.keys(mine).map((field) => [
      field,
      choices[field] === 'yours' || (own.has(field) && choices[field] !== 'theirs') ? mine[field] : stored[field],
    ]),
  )
  const tree = Object.fromEntries(TREE.map((name) => [name, merged[name]]))
  for (const name of TREE) delete merged[name]
  const relatives = yours.relatives ? { relatives: yours.relatives } : {}
  return { ...merged, family_tree: tree, ...relatives } as PersonBody
}
