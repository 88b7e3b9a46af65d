import { i18n } from '@/lib/i18n'
import { personFieldLabel, type PersonField } from '@/lib/person-fields'

import type { PeopleListParams } from './api'

export type FilterId = 'all' | 'male' | 'female' | 'student' | 'non_student' | 'unemployed' | 'pwd' | 'basis_not_recorded'

export type FilterGroup = 'Gender' | 'Status' | 'Privacy'

export interface FilterOption {
  id: FilterId
  /** In the interface's language (read when shown). */
  readonly label: string
  /** The master list's dropdown groups its choices under Gender, Status and Data privacy. */
  group?: FilterGroup
  params: Pick<PeopleListParams, 'gender' | 'status' | 'legal_basis'>
}

function option(id: FilterId, params: FilterOption['params'], group?: FilterGroup): FilterOption {
  return {
    id,
    group,
    params,
    get label() {
      return i18n.t(`lists:filter.${id}`)
    },
  }
}

/** The one-choice filter of both lists, in the spec's order: everyone, a gender, or a status. The stored
 * values sent to the server (gender 'Male', status 'student') stay as they are; only the labels are translated. */
export const FILTERS: readonly FilterOption[] = [
  option('all', {}),
  option('male', { gender: 'Male' }, 'Gender'),
  option('female', { gender: 'Female' }, 'Gender'),
  option('student', { status: 'student' }, 'Status'),
  option('non_student', { status: 'non_student' }, 'Status'),
  option('unemployed', { status: 'unemployed' }, 'Status'),
  option('pwd', { status: 'pwd' }, 'Status'),
  // The people entered before the legal basis of processing was asked (backend katutubo/people/legal_basis.py).
  option('basis_not_recorded', { legal_basis: 'not_recorded' }, 'Privacy'),
]

/** A group's heading in the interface's language (Gender: the field's label). */
export function filterGroupLabel(group: FilterGroup): string {
  return group === 'Gender' ? personFieldLabel('gender') : i18n.t(`lists:group.${group}`)
}

export function isFilterId(value: string): value is FilterId {
  return FILTERS.some((option) => option.id === value)
}

export function filterOption(id: FilterId): FilterOption {
  return FILTERS.find((option) => option.id === id) ?? FILTERS[0]
}

const SORT_KEYS = new Set(['name', 'birthdate', 'student', 'non_student', 'unemployed', 'pwd', 'created_at'])
/** The sort columns that are a person's field, named by its label. */
const FIELD_SORTS: readonly PersonField[] = ['age', 'gender', 'barangay']

/** A sort column in words ('Birthdate', a field's label 'Age'); an unknown one is the list's default, Name. */
export function sortWord(key: string | undefined): string {
  const field = FIELD_SORTS.find((name) => name === key)
  if (field) return personFieldLabel(field)
  if (key === 'tribe') return personFieldLabel('lineage')
  return i18n.t(`lists:sortWord.${key && SORT_KEYS.has(key) ? key : 'name'}`)
}
