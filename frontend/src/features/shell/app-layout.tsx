import { Outlet } from 'react-router'

import { HeaderBar } from './header-bar'
import { IdleWarning } from './idle-warning'

/** Header bar above every screen; the inactivity warning of a signed-in session. */
export function AppLayout() {
  return (
    <div className="min-h-screen">
      <HeaderBar />
      <Outlet />
      <IdleWarning />
    </div>
  )
}
