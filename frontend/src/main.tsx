import './index.css'

import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom' // with react-dom's flushSync (navigate(..., { flushSync }))

import { preloadWhenSignedIn } from '@/app/preload'
import { makeRouter } from '@/app/router'
import { registerSyncChecks } from '@/app/sync-checks'
import { i18nReady } from '@/lib/i18n'
import { makeQueryClient } from '@/lib/query-client'

const queryClient = makeQueryClient()
const router = makeRouter()
preloadWhenSignedIn(queryClient, window.location.pathname)
registerSyncChecks()

// The first screen shows in its language at once: rendered when that language's catalogues are in.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
)
