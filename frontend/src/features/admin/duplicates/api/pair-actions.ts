import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { refreshPeopleEverywhere } from '@/lib/people-queries'

import { duplicateKeys } from './keys'

export type MergeRequest = components['schemas']['MergeIn']

export async function refreshScan() {
  return unwrap(await api.POST('/api/admin/duplicates/scan'))
}

export async function mergePair(body: MergeRequest) {
  return unwrap(await api.POST('/api/admin/duplicates/merge', { body }))
}

export async function notSamePerson(firstId: number, secondId: number) {
  await unwrap(await api.POST('/api/admin/duplicates/not-same', { body: { first_id: firstId, second_id: secondId } }))
}

function useInvalidating<A, R>(run: (args: A) => Promise<R>, people = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
        people ? refreshPeopleEverywhere(queryClient) : undefined,
      ]),
  })
}

export const useRefreshScan = () => useInvalidating(refreshScan)
export const useMergePair = () => useInvalidating(mergePair, true)
export const useNotSamePerson = () =>
  useInvalidating(({ firstId, secondId }: { firstId: number; secondId: number }) => notSamePerson(firstId, secondId))
