import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { peopleListKeys } from '@/lib/people-list/api'

import type { ImportJob } from '../api/types'

/** The dashboard's queries (its own feature's key root). */
const DASHBOARD = ['dashboard'] as const

/** Once an import is done, every people list, profile and the dashboard are fetched again. */
export function useImportFinished(job: ImportJob | undefined) {
  const queryClient = useQueryClient()
  const done = job?.status === 'done'
  useEffect(() => {
    if (!done) return
    void queryClient.invalidateQueries({ queryKey: peopleListKeys.all })
    void queryClient.invalidateQueries({ queryKey: DASHBOARD })
  }, [done, queryClient])
}
