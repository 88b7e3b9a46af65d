import type { ReactNode } from 'react'

import { useSession } from '@/lib/auth/session'

import { ChangePasswordForm } from './components/change-password-form'
import { LogOutEverywhere } from './components/log-out-everywhere'
import { useTranslation } from 'react-i18next'

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** /account: the signed-in person's own password and sessions. */
export default function AccountPage() {
  const { t } = useTranslation('account')
  const { t: common } = useTranslation('common')
  const { user } = useSession()
  return (
    <main className="mx-auto max-w-2xl space-y-5 px-3 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">{t('my_account')}</h1>
        {user && (
          <p className="mt-1 break-words text-sm text-stone-600">
            {user.display_name} · {user.email} · {common(`roles.${user.role}`)}
          </p>
        )}
      </header>
      <Section
        id="change-password-title"
        title={t('change_password')}
        intro={t('your_other_devices_are_logged_out')}
      >
        <ChangePasswordForm />
      </Section>
      <Section
        id="sessions-title"
        title={t('your_sessions')}
        intro={t('end_every_session_of_your_account')}
      >
        <LogOutEverywhere />
      </Section>
    </main>
  )
}
