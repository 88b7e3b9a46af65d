import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { onUnauthorized } from '@/lib/api/client'

import { forgetSession, sessionQuery } from './session'

/**
 * A 401 from any API call while this tab believes it is signed in means the server ended the session (an IPMR
 * disabled the account, it went idle, it was logged out everywhere): forget the session and its data. The route
 * guard of the page then sends the tab to /login, remembering the page as the origin.
 */
export function useEndSessionOnUnauthorized(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onUnauthorized(() => {
        if (queryClient.getQueryData(sessionQuery.queryKey)?.user) void forgetSession(queryClient)
      }),
    [queryClient],
  )
}
