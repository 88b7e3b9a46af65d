import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { requestSignal } from '@/lib/offline/network'
import { forgetKeptRecords, keepSession, sessionOrKept } from '@/lib/offline/session-store'
import { i18n, isLanguage, rememberLanguage } from '@/lib/i18n'

export type SessionData = components['schemas']['SessionOut']

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  // With no connection, the session kept on this device (lib/offline): the app opens offline, signed in.
  queryFn: () => sessionOrKept(async () => unwrap(await api.GET('/api/session', { signal: requestSignal() }))),
  staleTime: 60_000,
})

/** The server's idle limit when the session does not say (its default). */
export const DEFAULT_IDLE_MINUTES = 30

/**
 * Who is signed in. `user` is null when signed out; the role lookup failing counts as plain user.
 * `idleMinutes`: the server ends a session after this long without a request.
 * `loopbackPublicUrl` (IPMR only): where emails and certificates point while KATUTUBO_PUBLIC_URL is unset.
 */
export function useSession() {
  const query = useQuery(sessionQuery)
  return {
    isLoading: query.isLoading,
    user: query.data?.user ?? null,
    captcha: query.data?.captcha ?? true,
    idleMinutes: query.data?.idle_minutes ?? DEFAULT_IDLE_MINUTES,
    loopbackPublicUrl: query.data?.loopback_public_url ?? null,
  }
}

/** After login or signup the server answers with the new session: keep it without a refetch. */
export function storeSession(queryClient: QueryClient, session: SessionData): void {
  queryClient.setQueryData(sessionQuery.queryKey, session)
  void keepSession(session)
}

function clearBrowserStorage() {
  try {
    window.localStorage.clear()
    window.sessionStorage.clear()
  } catch {
    // storage may be unavailable (private mode); nothing to clear then
  }
}

/**
 * This tab is signed out: every cached record and the browser's storage are forgotten, and the session reads
 * signed out (kept as the same query, so the header and the route guards follow at once).
 */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  const previous = queryClient.getQueryData(sessionQuery.queryKey)
  // First, or a request still running would put its answer (or, cancelled, the state before it) back.
  await queryClient.cancelQueries()
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] })
  storeSession(queryClient, {
    user: null,
    captcha: previous?.captcha ?? true,
    idle_minutes: previous?.idle_minutes ?? DEFAULT_IDLE_MINUTES,
    loopback_public_url: null,
  })
  clearBrowserStorage()
  await forgetKeptRecords()
  if (isLanguage(i18n.language)) rememberLanguage(i18n.language) // the device keeps its language
}
