import type { PeopleListParams } from './api'

export type FilterId = 'all' | 'male' | 'female' | 'student' | 'non_student' | 'unemployed' | 'pwd'

export interface FilterOption {
  id: FilterId
  label: string
  /** The master list's dropdown groups its choices under Gender and Status. */
  group?: 'Gender' | 'Status'
  params: Pick<PeopleListParams, 'gender' | 'status'>
}

/** The one-choice filter of both lists, in the spec's order: everyone, a gender, or a status. */
export const FILTERS: readonly FilterOption[] = [
  { id: 'all', label: 'All Filters', params: {} },
  { id: 'male', label: 'Male', group: 'Gender', params: { gender: 'Male' } },
  { id: 'female', label: 'Female', group: 'Gender', params: { gender: 'Female' } },
  { id: 'student', label: 'Student', group: 'Status', params: { status: 'student' } },
  { id: 'non_student', label: 'Non-Student', group: 'Status', params: { status: 'non_student' } },
  { id: 'unemployed', label: 'Unemployed', group: 'Status', params: { status: 'unemployed' } },
  { id: 'pwd', label: 'PWD', group: 'Status', params: { status: 'pwd' } },
]

export function isFilterId(value: string): value is FilterId {
  return FILTERS.some((option) => option.id === value)
}

export function filterOption(id: FilterId): FilterOption {
  return FILTERS.find((option) => option.id === id) ?? FILTERS[0]
}
