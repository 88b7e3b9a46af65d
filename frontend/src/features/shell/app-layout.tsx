import { Outlet } from 'react-router'

import { useEndSessionOnUnauthorized } from '@/lib/auth/session-end'
import { AutoSync } from '@/lib/offline/auto-sync'

import { AppFrame } from './app-frame'
import { IdleWarning } from './idle-warning'

/** The app's frame around every route; a session the server ended (any 401) signs this tab out; the inactivity
 * warning of a signed-in session. */
export function AppLayout() {
  useEndSessionOnUnauthorized()
  return (
    <AppFrame>
      <Outlet />
      <AutoSync />
      <IdleWarning />
    </AppFrame>
  )
}
