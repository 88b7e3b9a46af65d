import { Navigate } from 'react-router'

import { Spinner } from '@/components/ui/spinner'
import { homeFor } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/session'

/** `/`: a spinner while the session loads, then signed out to /login, otherwise by role. */
export function RootRedirect() {
  const { isLoading, user } = useSession()
  if (isLoading) return <Spinner label="Loading" />
  if (!user) return <Navigate to="/login" replace />
  return <Navigate to={homeFor(user.role)} replace />
}
