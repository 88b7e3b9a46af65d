import { useLocation, useNavigate, type Location } from 'react-router'

import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'

/** Where a wrong role lands; the guard passes the attempted location as state.from. */
export default function UnauthorizedPage() {
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
        <h1 className="text-2xl font-bold text-brand-900">Access Denied</h1>
        <p className="mt-3 text-stone-700">You don&apos;t have permission to access this page.</p>
        <p className="mt-2 text-sm text-stone-600">
          {attempted ? (
            <>
              Attempted path: <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900">{attempted}</code>
            </>
          ) : (
            'This area requires higher privileges.'
          )}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          {!isLoading &&
            (user ? (
              <Button onClick={() => navigate('/')}>Back to Home</Button>
            ) : (
              <Button onClick={() => navigate('/login')}>Login</Button>
            ))}
        </div>
      </div>
    </main>
  )
}
