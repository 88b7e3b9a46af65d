import type { PeopleParams } from './get-people'

/** Query keys of the people feature: every mutation invalidates `peopleKeys.all`. */
export const peopleKeys = {
  all: ['people'] as const,
  lists: () => [...peopleKeys.all, 'list'] as const,
  list: (params: PeopleParams) => [...peopleKeys.lists(), params] as const,
  detail: (id: number) => [...peopleKeys.all, 'detail', id] as const,
  lineageStats: () => [...peopleKeys.all, 'stats', 'lineages'] as const,
}

export const referenceKey = ['reference'] as const
