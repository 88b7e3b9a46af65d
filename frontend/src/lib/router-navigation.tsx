import { useMemo, type ReactNode } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'

import { NavigationProvider, type Navigation } from './navigation'

/** lib/navigation inside the router: its links and redirects are React Router's navigations. */
export function RouterNavigation({ children }: { children?: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const value = useMemo<Navigation>(
    () => ({ location, navigate: (to, options) => navigate(to, options) }),
    [location, navigate],
  )
  return <NavigationProvider value={value}>{children ?? <Outlet />}</NavigationProvider>
}
