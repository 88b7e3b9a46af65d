import type { components, paths } from '@/lib/api/schema'

type ListQuery = NonNullable<paths['/api/people']['get']['parameters']['query']>
type Gender = components['schemas']['Gender']
type Status = Exclude<NonNullable<ListQuery['status']>, ''>

export type FilterId = 'all' | 'male' | 'female' | 'student' | 'non_student' | 'unemployed' | 'pwd'

interface FilterOption {
  id: FilterId
  label: string
  gender?: Gender
  status?: Status
}

/** The filter menu of the Chieftain's list, in the spec's order ("Reset Filter" follows them). */
export const FILTERS: readonly FilterOption[] = [
  { id: 'all', label: 'All Filters' },
  { id: 'male', label: 'Male', gender: 'Male' },
  { id: 'female', label: 'Female', gender: 'Female' },
  { id: 'student', label: 'Student', status: 'student' },
  { id: 'non_student', label: 'Non-Student', status: 'non_student' },
  { id: 'unemployed', label: 'Unemployed', status: 'unemployed' },
  { id: 'pwd', label: 'PWD', status: 'pwd' },
]

export function filterOption(id: FilterId): FilterOption {
  return FILTERS.find((option) => option.id === id) ?? FILTERS[0]
}
