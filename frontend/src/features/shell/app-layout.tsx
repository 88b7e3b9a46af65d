import { Outlet } from 'react-router'

import { HeaderBar } from './header-bar'

/** Header bar above every screen. */
export function AppLayout() {
  return (
    <div className="min-h-screen">
      <HeaderBar />
      <Outlet />
    </div>
  )
}
