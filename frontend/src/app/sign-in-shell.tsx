import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'

import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/auth/session'
import { NavigationProvider, type AppLocation, type NavigateOptions, type Navigation } from '@/lib/navigation'
import { AppFrame } from '@/features/shell/app-frame'

import { lazyPage } from './lazy-page'
import { inSignInShell } from './sign-in-paths'

const LoginPage = lazyPage(() => import('@/features/auth/login-page'))

/** Fetch the login page's chunk now, alongside the catalogues (main.tsx). */
export const preloadLoginPage = LoginPage.preload

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null

function historyState(): HistoryState {
  return window.history.state as HistoryState
}

function readLocation(): AppLocation {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, state: historyState()?.usr ?? null }
}

/**
 * lib/navigation on the browser's history, written as React Router's browser history writes it ({ usr, key, idx }):
 * the router, loaded later, reads the same location, state and position (the back button keeps working).
 */
function useHistoryNavigation(): Navigation {
  const [location, setLocation] = useState(readLocation)
  useEffect(() => {
    if (historyState()?.idx == null) window.history.replaceState({ ...historyState(), idx: 0 }, '')
    const onPop = () => setLocation(readLocation())
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const navigate = useCallback((to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: (historyState()?.idx ?? 0) + (replace ? 0 : 1) }
    if (replace) window.history.replaceState(entry, '', to)
    else window.history.pushState(entry, '', to)
    setLocation(readLocation())
  }, [])
  return useMemo(() => ({ location, navigate }), [location, navigate])
}

/**
 * The sign-in screens without React Router or the other pages (the first load, docs/performance.md): the login
 * page in the app's frame while nobody is signed in, and `/` sending a signed-out person there (as the app's
 * RootRedirect). Someone signed in, or a link to any other screen, asks for the app (`onAppNeeded`).
 */
function SignInShell({ onAppNeeded }: { onAppNeeded: () => void }) {
  const { t } = useTranslation('common')
  const navigation = useHistoryNavigation()
  const { isLoading, user } = useSession()
  const { pathname } = navigation.location
  const appNeeded = Boolean(user) || !inSignInShell(pathname)
  const { navigate } = navigation

  useEffect(() => {
    if (appNeeded) onAppNeeded()
  }, [appNeeded, onAppNeeded])
  useEffect(() => {
    if (pathname === '/' && !isLoading && !user) void navigate('/login', { replace: true })
  }, [pathname, isLoading, user, navigate])

  const loading = <Spinner label={t('loading_2')} />
  return (
    <NavigationProvider value={navigation}>
      <AppFrame>
        {pathname === '/login' && !user ? (
          <Suspense fallback={<Spinner label={t('loading_page')} />}>
            <LoginPage />
          </Suspense>
        ) : (
          loading
        )}
      </AppFrame>
    </NavigationProvider>
  )
}

/** The sign-in shell until the app is needed, then the app (loaded once, by `loadApp`). */
export function SignInEntry({ loadApp }: { loadApp: () => Promise<ComponentType> }) {
  const [App, setApp] = useState<ComponentType | null>(null)
  const [appNeeded, setAppNeeded] = useState(false)
  const onAppNeeded = useCallback(() => setAppNeeded(true), [])
  useEffect(() => {
    if (!appNeeded) return
    let live = true
    void loadApp().then((app) => live && setApp(() => app))
    return () => {
      live = false
    }
  }, [appNeeded, loadApp])
  return App ? <App /> : <SignInShell onAppNeeded={onAppNeeded} />
}
