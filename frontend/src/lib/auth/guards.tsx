import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'

import { Spinner } from '@/components/ui/spinner'

import type { Role } from './roles'
import { useSession } from './session'

/** Signed out: to /login, remembering where the person was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, user } = useSession()
  const location = useLocation()
  if (isLoading) return <Spinner label="Loading" />
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  return <>{children}</>
}

/** Signed in with another role: to /unauthorized with the attempted path. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { isLoading, user } = useSession()
  const location = useLocation()
  if (isLoading) return <Spinner label="Loading" />
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  if (user.role !== role) return <Navigate to="/unauthorized" replace state={{ from: location }} />
  return <>{children}</>
}
