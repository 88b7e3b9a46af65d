import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'

import { Spinner } from '@/components/ui/spinner'

import { homeFor, PENDING_PATH, type Role } from './roles'
import { useSession } from './session'
import { useTranslation } from 'react-i18next'

/** Signed out: to /login, remembering where the person was going. Waiting for approval: to /pending. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const { isLoading, user } = useSession()
  const location = useLocation()
  if (isLoading) return <Spinner label={t('loading_2')} />
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  if (user.status === 'pending') return <Navigate to={PENDING_PATH} replace />
  return <>{children}</>
}

/** Like RequireAuth; signed in with another role (not `role`, or not one of them): to /unauthorized with the attempted path. */
export function RequireRole({ role, children }: { role: Role | readonly Role[]; children: ReactNode }) {
  const { t } = useTranslation('common')
  const { isLoading, user } = useSession()
  const location = useLocation()
  if (isLoading) return <Spinner label={t('loading_2')} />
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  if (user.status === 'pending') return <Navigate to={PENDING_PATH} replace />
  if (!(typeof role === 'string' ? [role] : role).includes(user.role)) return <Navigate to="/unauthorized" replace state={{ from: location }} />
  return <>{children}</>
}

/** /pending is only for an account waiting for approval: signed out to /login, an active account to its home. */
export function RequirePending({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const { isLoading, user } = useSession()
  const location = useLocation()
  if (isLoading) return <Spinner label={t('loading_2')} />
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  if (user.status !== 'pending') return <Navigate to={homeFor(user.role)} replace />
  return <>{children}</>
}
