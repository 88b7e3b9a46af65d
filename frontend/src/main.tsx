import './index.css'

import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'

import { inSignInShell } from '@/app/sign-in-paths'
import { preloadLoginPage, SignInEntry } from '@/app/sign-in-shell'
import { registerSyncChecks } from '@/app/sync-checks'
import { i18nReady } from '@/lib/i18n'
import { makeQueryClient } from '@/lib/query-client'

const queryClient = makeQueryClient()
registerSyncChecks()

// The router and every page past sign-in (app/full-app.tsx): its own chunk, loaded once, when first needed.
let app: Promise<ComponentType> | null = null
const noApp = () => null
const loadApp = () => (app ??= import('@/app/full-app').then(({ startApp }) => startApp(queryClient)))

// The login page (and `/`) open in the sign-in shell, without the router (docs/performance.md, "Load"); any other
// screen waits for the app, fetched alongside the catalogues.
const first = inSignInShell(window.location.pathname) ? preloadLoginPage().then(noApp, noApp) : loadApp()

// The first screen shows in its language at once: rendered when that language's catalogues are in.
void Promise.all([i18nReady, first]).then(([, App]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>{App ? <App /> : <SignInEntry loadApp={loadApp} />}</QueryClientProvider>
    </StrictMode>,
  ),
)
