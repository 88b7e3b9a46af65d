import { useLocation, useNavigate, type Location } from 'react-router'

import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'
import { useTranslation } from 'react-i18next'

/** Where a wrong role lands; the guard passes the attempted location as state.from. */
export default function UnauthorizedPage() {
  const { t } = useTranslation('auth')
  const location = useLocation()
  const navigate = useNavigate()
  const { isLoading, user } = useSession()
  const attempted = (location.state as { from?: Partial<Location> } | null)?.from?.pathname

  return (
    <main className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <div aria-hidden="true" className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-2xl text-red-700">
          !
        </div>
        <h1 className="text-2xl font-bold text-brand-900">{t('access_denied')}</h1>
        <p className="mt-3 text-stone-700">{t('you_don_t_have_permission_to')}</p>
        <p className="mt-2 text-sm text-stone-600">
          {attempted ? (
            <>
              {t('attempted_path')} <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900">{attempted}</code>
            </>
          ) : (
            t('this_area_requires_higher_privileges')
          )}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t('go_back')}
          </Button>
          {!isLoading &&
            (user ? (
              <Button onClick={() => navigate('/')}>{t('back_to_home')}</Button>
            ) : (
              <Button onClick={() => navigate('/login')}>{t('login')}</Button>
            ))}
        </div>
      </div>
    </main>
  )
}
