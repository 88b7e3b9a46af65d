import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { sessionQuery, useSession } from '@/lib/auth/session'
import { useTranslation } from 'react-i18next'

/** How often the page asks the server whether the account was approved (and on coming back to the tab). */
export const PENDING_POLL_MS = 30_000

/**
 * Where an account waits until an IPMR approves it: what it waits for, the role it asked for, and Log Out
 * (`logOut`, the header's confirm, composed in by the app). Every 30 s, and on coming back to the tab, it asks
 * the server again, so an approval made meanwhile takes the person on to their home (the hint says so).
 */
export function PendingPage({ logOut }: { logOut: ReactNode }) {
  const { t } = useTranslation('auth')
  useQuery({ ...sessionQuery, refetchOnWindowFocus: 'always', refetchInterval: PENDING_POLL_MS })
  const { user } = useSession()

  return (
    <main className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <div aria-hidden="true" className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          {/* An hourglass drawn, not the "⧗" character: Debian's Chromium has no font with it (an empty box). */}
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 5 5 5 5 0 0 0 5-5V2M7 22v-4a5 5 0 0 1 5-5 5 5 0 0 1 5 5v4" />
          </svg>
        </div>
        <h1 className="text-2xl font-bold text-brand-900">{t('pending_title')}</h1>
        <p className="mt-3 text-stone-700">{t('pending_explanation')}</p>
        <p className="mt-2 text-sm text-stone-600">{t('pending_checking')}</p>
        {user && (
          <dl className="mt-5 space-y-1 rounded-lg bg-stone-50 px-4 py-3 text-sm">
            <div className="flex flex-wrap justify-center gap-x-2">
              <dt className="text-stone-600">{t('role_asked_for')}</dt>
              <dd className="font-semibold text-stone-900">{user.role_label}</dd>
            </div>
            <div className="flex flex-wrap justify-center gap-x-2">
              <dt className="text-stone-600">{t('account')}</dt>
              <dd className="font-medium break-all text-stone-900">{user.email}</dd>
            </div>
          </dl>
        )}
        <div className="mt-6 flex justify-center">{logOut}</div>
      </div>
    </main>
  )
}
