import { Outlet } from 'react-router'

import { useEndSessionOnUnauthorized } from '@/lib/auth/session-end'

import { HeaderBar } from './header-bar'

/** Header bar above every screen; a session the server ended (any 401) signs this tab out. */
export function AppLayout() {
  useEndSessionOnUnauthorized()
  return (
    <div className="min-h-screen">
      <HeaderBar />
      <Outlet />
    </div>
  )
}
