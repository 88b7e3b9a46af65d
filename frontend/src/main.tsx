import './index.css'
import '@/lib/i18n' // the catalogues, before anything renders

import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom' // with react-dom's flushSync (navigate(..., { flushSync }))

import { preloadWhenSignedIn } from '@/app/preload'
import { makeRouter } from '@/app/router'
import { registerSyncChecks } from '@/app/sync-checks'
import { makeQueryClient } from '@/lib/query-client'

const queryClient = makeQueryClient()
const router = makeRouter()
preloadWhenSignedIn(queryClient, window.location.pathname)
registerSyncChecks()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
