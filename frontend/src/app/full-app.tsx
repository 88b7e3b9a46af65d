import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { RouterProvider } from 'react-router/dom' // with react-dom's flushSync (navigate(..., { flushSync }))

import { preloadWhenSignedIn } from './preload'
import { makeRouter } from './router'

/**
 * The whole app: React Router's data router with every page. main.tsx loads this chunk at once for a screen past
 * the sign-in shell, and from the shell when someone signs in or follows a link out of it.
 */
export function startApp(queryClient: QueryClient): ComponentType {
  const router = makeRouter()
  preloadWhenSignedIn(queryClient, window.location.pathname)
  return function App() {
    return <RouterProvider router={router} />
  }
}
