import { Outlet } from 'react-router'

import { useEndSessionOnUnauthorized } from '@/lib/auth/session-end'
import { AutoSync } from '@/lib/offline/auto-sync'
import { OfflineBanner } from '@/lib/offline/offline-banner'

import { HeaderBar } from './header-bar'
import { IdleWarning } from './idle-warning'

/** Header bar above every screen; a session the server ended (any 401) signs this tab out; the inactivity
 * warning of a signed-in session. */
export function AppLayout() {
  useEndSessionOnUnauthorized()
  return (
    <div className="min-h-screen">
      <HeaderBar />
      <OfflineBanner />
      <Outlet />
      <AutoSync />
      <IdleWarning />
    </div>
  )
}
