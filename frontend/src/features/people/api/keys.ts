import { peopleListKeys } from '@/lib/people-list/api'

/** Query keys of the people feature: every mutation invalidates `peopleKeys.all` (the lists' keys too). */
export const peopleKeys = {
  all: peopleListKeys.all,
  detail: (id: number) => [...peopleKeys.all, 'detail', id] as const,
  history: (id: number) => [...peopleKeys.all, 'history', id] as const,
  lineageStats: () => [...peopleKeys.all, 'stats', 'lineages'] as const,
}
