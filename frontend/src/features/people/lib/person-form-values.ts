import type { PersonField } from '@/lib/person-fields'

import type { Person, PersonCreate } from '../api/types'
import { toLinksPayload, type RelativeLinks } from '../kinship/lib/links'

import { normaliseContactNumber, splitNames, toNumberOrNull } from './form-normalise'

type Tree = NonNullable<PersonCreate['family_tree']>

/**
 * How each form field is held and sent: `text` optional text (blank -> null), `required` text sent trimmed,
 * `number` (blank -> null), `choice` a radio group, `phone` the contact number (+63 form), `tree` /
 * `tree-names` a family tree entry (one name / a comma-separated list).
 */
type Kind = 'text' | 'required' | 'number' | 'choice' | 'phone' | 'tree' | 'tree-names'

/** The one field the form shows but does not edit: the spec's form table has birthplace "read only". */
type ReadOnlyField = 'birthplace'

/**
 * How the person form holds and sends each field, in form order: the values type, the empty form, the values
 * of a stored person and the request body derive from it. The fields themselves are the server's form schema
 * (`PersonField`, lib/person-fields.ts, from the generated API types): a field the server adds, renames or
 * removes, or one written here that the server does not have, fails to compile (a Record needs every key).
 */
const FIELDS = {
  last_name: 'required',
  first_name: 'required',
  middle_name: 'text',
  date_of_birth: 'text',
  age: 'number',
  gender: 'choice',
  civil_status: 'choice',
  education_level: 'choice',
  occupation: 'text',
  lineage: 'text',
  barangay: 'required',
  address: 'text',
  health_condition: 'text',
  household_members: 'number',
  contact_number: 'phone',
  father: 'tree',
  mother: 'tree',
  spouse: 'tree',
  siblings: 'tree-names',
  children: 'tree-names',
} as const satisfies Record<Exclude<PersonField, ReadOnlyField>, Kind>

type TableField = keyof typeof FIELDS
type FieldsOf<K extends Kind> = { [F in TableField]: (typeof FIELDS)[F] extends K ? F : never }[TableField]

/**
 * The legal basis of processing (backend katutubo/people/legal_basis.py): not a field of the person's own but
 * why the office keeps the others, so not in the field table; held as text ('' = not recorded / no day).
 */
const BASIS_FIELDS = ['legal_basis', 'consent_date', 'consent_withdrawn_on'] as const
type BasisField = (typeof BASIS_FIELDS)[number]
type BasisValues = Record<BasisField, string>

export type PersonFormField = TableField | BasisField

/**
 * What the form holds: text as typed (numbers too), family tree flattened. A radio group reads null once
 * focus has passed over it with nothing chosen (react-hook-form reads the unchecked group on blur).
 */
type FieldValues = { [F in TableField]: F extends FieldsOf<'choice'> ? string | null : string }
export type PersonFormValues = FieldValues & BasisValues & {
  /** Linked relatives (kinship/): sent only once set (loaded or chosen); left out, the links stay. */
  relatives?: RelativeLinks
}

const FIELD_NAMES = Object.keys(FIELDS) as TableField[]
const isTree = (name: TableField) => FIELDS[name] === 'tree' || FIELDS[name] === 'tree-names'

export const EMPTY_FORM = Object.fromEntries([...FIELD_NAMES, ...BASIS_FIELDS].map((name) => [name, ''])) as FieldValues & BasisValues

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

export function formValuesFrom(person: Person): PersonFormValues {
  const stored = (name: TableField): string | number | readonly string[] | null | undefined =>
    isTree(name) ? person.family_tree?.[name as keyof Tree] : person[name as keyof Person & TableField]
  const fields = Object.fromEntries(
    FIELD_NAMES.map((name) => {
      const value = stored(name)
      return [name, Array.isArray(value) ? value.join(', ') : text(value as string | number | null | undefined)]
    }),
  ) as FieldValues
  const basis = Object.fromEntries(BASIS_FIELDS.map((name) => [name, text(person[name])])) as BasisValues
  return { ...fields, ...basis }
}

const orNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim())

/** One field as the request sends it (the spec's save step): trimmed, blanks as null, numbers, +63, name lists. */
function sent(kind: Kind, value: string | null) {
  switch (kind) {
    case 'required':
      return (value ?? '').trim()
    case 'number':
      return toNumberOrNull(value ?? '')
    case 'phone':
      return normaliseContactNumber(value ?? '')
    case 'tree-names':
      return splitNames(value ?? '')
    default:
      return orNull(value)
  }
}

/**
 * The request body. The radio groups hold one of the listed values and the server checks every field
 * (422 with the spec's messages), so the table's body is taken as the generated PersonCreate.
 */
export function toPersonPayload(values: PersonFormValues): PersonCreate {
  const body: Record<string, unknown> = {}
  const family_tree: Record<string, unknown> = {}
  for (const name of FIELD_NAMES) (isTree(name) ? family_tree : body)[name] = sent(FIELDS[name], values[name])
  for (const name of BASIS_FIELDS) body[name] = orNull(values[name] ?? '')
  const relatives = values.relatives ? { relatives: toLinksPayload(values.relatives) } : {}
  return { ...body, family_tree, ...relatives } as PersonCreate
}

/** The server's per-field messages keyed by form field ('family_tree.siblings' -> 'siblings'). */
export function formFieldErrors(fields: Record<string, string>): Partial<Record<PersonFormField, string>> {
  const out: Partial<Record<PersonFormField, string>> = {}
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^(body\.)?(family_tree\.)?/, '').split('.')[0]
    if (Object.hasOwn(EMPTY_FORM, name)) out[name as PersonFormField] ??= message
  }
  return out
}
