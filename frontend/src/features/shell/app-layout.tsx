import { Outlet } from 'react-router-dom'

/** Header bar above every screen (filled by the app shell work). */
export function AppLayout() {
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  )
}
