import type { QueryClient } from '@tanstack/react-query'

import { peopleListKeys } from './people-list/api'

/** The root of the dashboard's query keys (its counts, tiles, barangays, latest entry and suggestions). */
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const

/** Someone came back or went away outside the lists' own forms: every list, count and tile fetches again. */
export function refreshPeopleEverywhere(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleListKeys.all }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT_KEY }),
  ])
}
