import type { Person, PersonCreate } from '../api/types'

import { normaliseContactNumber, splitNames, toNumberOrNull } from './form-normalise'

/**
 * What the form holds: text as typed (numbers too), family tree flattened. A radio group reads null once
 * focus has passed over it with nothing chosen (react-hook-form reads the unchecked group on blur).
 */
export interface PersonFormValues {
  last_name: string
  first_name: string
  middle_name: string
  date_of_birth: string
  age: string
  gender: string | null
  civil_status: string | null
  education_level: string | null
  occupation: string
  lineage: string
  barangay: string
  address: string
  health_condition: string
  household_members: string
  contact_number: string
  father: string
  mother: string
  spouse: string
  siblings: string
  children: string
}

export type PersonFormField = keyof PersonFormValues

export const EMPTY_FORM: PersonFormValues = {
  last_name: '',
  first_name: '',
  middle_name: '',
  date_of_birth: '',
  age: '',
  gender: '',
  civil_status: '',
  education_level: '',
  occupation: '',
  lineage: '',
  barangay: '',
  address: '',
  health_condition: '',
  household_members: '',
  contact_number: '',
  father: '',
  mother: '',
  spouse: '',
  siblings: '',
  children: '',
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

export function formValuesFrom(person: Person): PersonFormValues {
  const tree = person.family_tree
  return {
    last_name: text(person.last_name),
    first_name: text(person.first_name),
    middle_name: text(person.middle_name),
    date_of_birth: text(person.date_of_birth),
    age: text(person.age),
    gender: text(person.gender),
    civil_status: text(person.civil_status),
    education_level: text(person.education_level),
    occupation: text(person.occupation),
    lineage: text(person.lineage),
    barangay: text(person.barangay),
    address: text(person.address),
    health_condition: text(person.health_condition),
    household_members: text(person.household_members),
    contact_number: text(person.contact_number),
    father: text(tree?.father),
    mother: text(tree?.mother),
    spouse: text(tree?.spouse),
    siblings: (tree?.siblings ?? []).join(', '),
    children: (tree?.children ?? []).join(', '),
  }
}

const orNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim())
// The radio groups hold one of the listed values; the server checks it (422 with the spec's message).
const choice = <K extends 'gender' | 'civil_status' | 'education_level'>(value: string | null) =>
  orNull(value) as PersonCreate[K]

/** The request body (the spec's save step): trimmed, blanks as null, numbers, +63 numbers, name lists. */
export function toPersonPayload(values: PersonFormValues): PersonCreate {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    middle_name: orNull(values.middle_name),
    date_of_birth: orNull(values.date_of_birth),
    age: toNumberOrNull(values.age),
    gender: choice<'gender'>(values.gender),
    civil_status: choice<'civil_status'>(values.civil_status),
    education_level: choice<'education_level'>(values.education_level),
    occupation: orNull(values.occupation),
    lineage: orNull(values.lineage),
    barangay: values.barangay.trim(),
    address: orNull(values.address),
    health_condition: orNull(values.health_condition),
    household_members: toNumberOrNull(values.household_members),
    contact_number: normaliseContactNumber(values.contact_number),
    family_tree: {
      father: orNull(values.father),
      mother: orNull(values.mother),
      spouse: orNull(values.spouse),
      siblings: splitNames(values.siblings),
      children: splitNames(values.children),
    },
  }
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
