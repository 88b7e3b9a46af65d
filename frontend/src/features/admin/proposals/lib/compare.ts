import { PERSON_FIELDS, type PersonField, type StoredField } from '@/lib/person-fields'

type Values = Record<string, unknown> | null | undefined

const TREE = new Set(['father', 'mother', 'spouse', 'siblings', 'children'])

/** A field's value in a person's values as the form sends them (the family tree's names inside `family_tree`). */
function valueOf(values: Values, field: string): unknown {
  if (!values) return undefined
  if (TREE.has(field)) return (values.family_tree as Record<string, unknown> | null | undefined)?.[field]
  return values[field]
}

/** Whether the values say anything of the field (an edit may leave a field out: it stays as it is). */
function says(values: Values, field: string): boolean {
  if (!values) return false
  if (TREE.has(field)) return typeof values.family_tree === 'object' && values.family_tree !== null && field in values.family_tree
  return field in values
}

function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

function same(a: unknown, b: unknown): boolean {
  return (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b)
}

export interface FieldRow {
  field: PersonField | StoredField
  current: unknown
  proposed: unknown
  changed: boolean
}

/**
 * The fields side by side, in the form's order: the record's current value and the proposed one, and whether the
 * proposal changes it (the server's `changed`; a family tree name counts when the tree changed and that name
 * differs). An add has no current values: the fields it fills are its changes. A field the proposal leaves out
 * stays as it is; a field neither side has is left out.
 */
export function compareFields(proposed: Values, current: Values, changed: readonly string[]): FieldRow[] {
  return PERSON_FIELDS.flatMap((field) => {
    const now = valueOf(current, field)
    const next = current && !says(proposed, field) ? now : valueOf(proposed, field)
    if (blank(now) && blank(next)) return []
    const differs = !same(now, next)
    const marked = changed.includes(field) || (TREE.has(field) && changed.includes('family_tree'))
    return [{ field, current: now, proposed: next, changed: marked && differs }]
  })
}

/** A value as the comparison shows it (a list of names joined; nothing: `empty`). */
export function shownValue(value: unknown, empty: string): string {
  if (blank(value)) return empty
  return Array.isArray(value) ? value.join(', ') : String(value)
}
