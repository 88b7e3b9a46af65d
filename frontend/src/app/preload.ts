import type { QueryClient } from '@tanstack/react-query'

import { sessionQuery } from '@/lib/auth/session'

import { preloadPages } from './router'
import { SIGN_IN_SHELL_PATHS } from './sign-in-paths'

/** Where a signed-out person lands: these fetch only their own chunk (the login page stays light). */
const SIGNED_OUT_PATHS = [...SIGN_IN_SHELL_PATHS, '/signup', '/forgot-password', '/reset-password']

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 })
  else setTimeout(work, 200)
}

/**
 * The other pages' chunks, fetched before they are needed: at once when the app opens on a signed-in screen
 * (alongside the session check, so the page does not wait for its chunk), otherwise once someone is signed in,
 * when the browser is idle.
 */
export function preloadWhenSignedIn(queryClient: QueryClient, pathname: string): void {
  if (!SIGNED_OUT_PATHS.includes(pathname)) {
    void preloadPages()
    return
  }
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (!queryClient.getQueryData(sessionQuery.queryKey)?.user) return
    stop()
    whenIdle(() => void preloadPages())
  })
}
