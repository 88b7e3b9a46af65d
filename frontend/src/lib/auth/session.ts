import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type SessionData = components['schemas']['SessionOut']

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => unwrap(await api.GET('/api/session')),
  staleTime: 60_000,
})

/** Who is signed in. `user` is null when signed out; the role lookup failing counts as plain user. */
export function useSession() {
  const query = useQuery(sessionQuery)
  return {
    isLoading: query.isLoading,
    user: query.data?.user ?? null,
    captcha: query.data?.captcha ?? true,
  }
}

/** After login or signup the server answers with the new session: keep it without a refetch. */
export function storeSession(queryClient: QueryClient, session: SessionData): void {
  queryClient.setQueryData(sessionQuery.queryKey, session)
}
