import { Navigate } from 'react-router'

import { Spinner } from '@/components/ui/spinner'
import { landingFor } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/session'
import { useTranslation } from 'react-i18next'

/** `/`: a spinner while the session loads, then signed out to /login, waiting for approval to /pending, otherwise by role. */
export function RootRedirect() {
  const { t } = useTranslation('common')
  const { isLoading, user } = useSession()
  if (isLoading) return <Spinner label={t('loading_2')} />
  if (!user) return <Navigate to="/login" replace />
  return <Navigate to={landingFor(user)} replace />
}
