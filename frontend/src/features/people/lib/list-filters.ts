import type { PeopleParams } from '../api/get-people'

/** The Filter dropdown: one choice at a time, either a gender or a status. */
export const FILTER_GROUPS = [
  {
    label: 'Gender',
    options: [
      { value: 'male', label: 'Male', params: { gender: 'Male' } },
      { value: 'female', label: 'Female', params: { gender: 'Female' } },
    ],
  },
  {
    label: 'Status',
    options: [
      { value: 'student', label: 'Student', params: { status: 'student' } },
      { value: 'non_student', label: 'Non-Student', params: { status: 'non_student' } },
      { value: 'unemployed', label: 'Unemployed', params: { status: 'unemployed' } },
      { value: 'pwd', label: 'PWD', params: { status: 'pwd' } },
    ],
  },
] as const satisfies readonly {
  label: string
  options: readonly { value: string; label: string; params: Pick<PeopleParams, 'gender' | 'status'> }[]
}[]

export type FilterValue = '' | (typeof FILTER_GROUPS)[number]['options'][number]['value']

export function filterParams(value: FilterValue): Pick<PeopleParams, 'gender' | 'status'> {
  for (const group of FILTER_GROUPS) {
    for (const option of group.options) if (option.value === value) return option.params
  }
  return {}
}

/**
 * The list search for a picked name suggestion ('Last, First Middle'): the first given name and the last
 * name, which the server matches word by word (a middle name is not part of the name search).
 */
export function searchTextForName(suggestionName: string): string {
  const [last, rest = ''] = suggestionName.split(',')
  const first = rest.trim().split(/\s+/)[0] ?? ''
  return [first, last.trim()].filter(Boolean).join(' ')
}
