import type { components } from '@/lib/api/schema'
import { i18n } from '@/lib/i18n'

type Schemas = components['schemas']

/** The legal basis of processing the form also sends: why the office keeps the fields, not one of them. */
type BasisField = 'legal_basis' | 'consent_date' | 'consent_withdrawn_on'

/** A person's field as the server's form schema names it (PersonCreate and its family tree, generated from the
 * OpenAPI): the family tree's by their own name, as the catalogue's one block of labels keys them. */
export type PersonField =
  | Exclude<keyof Schemas['PersonCreate'], 'family_tree' | 'relatives' | 'client_id' | 'different_from' | BasisField>
  | keyof Schemas['FamilyTreeIn']

/** The columns stored beside the form's fields (an import reads them, the profile shows them). */
export type StoredField = 'municipality' | 'province'

/** Every field, in the form's order: the server's form schema is the list (backend katutubo/people/schemas.py
 * PersonForm); this is its spelling here, and a field the server's form gains or loses does not compile (a Record
 * needs every key and no other). Its label is `person-fields:<name>` (locales/<lng>/person-fields.json: the one
 * block of field labels per language; backend tests/people/test_fields.py checks its keys against the form). */
const IN_ORDER: Record<PersonField | StoredField, true> = {
  last_name: true,
  first_name: true,
  middle_name: true,
  date_of_birth: true,
  age: true,
  gender: true,
  civil_status: true,
  education_level: true,
  occupation: true,
  lineage: true,
  barangay: true,
  address: true,
  birthplace: true,
  health_condition: true,
  household_members: true,
  contact_number: true,
  father: true,
  mother: true,
  spouse: true,
  siblings: true,
  children: true,
  municipality: true,
  province: true,
}

export const PERSON_FIELDS = Object.keys(IN_ORDER) as (PersonField | StoredField)[]

/** A field's label in the interface's language, read when called: for texts built outside a component (a list's
 * column header, a sort word); a component reads the block with `useTranslation('person-fields')`. */
export function personFieldLabel(field: PersonField | StoredField): string {
  return i18n.t(`person-fields:${field}`)
}
