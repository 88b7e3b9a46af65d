import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'

import { LanguageSwitch } from '@/components/ui/language-switch'
import { useToastOutletRef } from '@/components/ui/toast-outlet'

import { useSession } from '@/lib/auth/session'
import { useAccountLanguage } from '@/lib/i18n/account-language'

import { AboutPanel } from './about-panel'
import { LogoutButton } from './logout-button'

const itemClasses =
  'inline-flex min-h-10 items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15'

/** The bar above every screen: Home, Reports (signed in), Administration (IPMR), My Account (signed in), the
 * language, About Us, and Log Out or Login. */
export function HeaderBar() {
  const { t } = useTranslation('shell')
  const { isLoading, user } = useSession()
  const [aboutOpen, setAboutOpen] = useState(false)
  const toastOutlet = useToastOutletRef('page')
  const { t: tReports } = useTranslation('reports')
  useAccountLanguage()

  return (
    <header className="sticky top-0 z-40 bg-brand-800 text-white shadow print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-lg py-1 pr-2 text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-amber-400 text-base text-brand-900">
            {t('k')}
          </span>
          {t('katutubo_registry')}
        </Link>
        <nav aria-label={t('main')} className="flex flex-wrap items-center gap-1">
          <NavLink to="/" end className={itemClasses}>
            {t('home')}
          </NavLink>
          {user?.status === 'active' && (
            <NavLink to="/reports" className={itemClasses}>
              {tReports('nav')}
            </NavLink>
          )}
          {user?.role === 'ipmr' && user.status === 'active' && (
            <NavLink to="/admin/users" className={itemClasses}>
              {t('administration')}
            </NavLink>
          )}
          {user && (
            <NavLink to="/account" className={itemClasses}>
              {t('my_account')}
            </NavLink>
          )}
          <LanguageSwitch />
          <button type="button" className={itemClasses} onClick={() => setAboutOpen(true)}>
            {t('about_us')}
          </button>
          {!isLoading &&
            (user ? (
              <LogoutButton className={itemClasses} />
            ) : (
              <Link to="/login" className={`${itemClasses} bg-white/10`}>
                {t('login')}
              </Link>
            ))}
        </nav>
      </div>
      {/* Notifications while no dialog is open: part of the sticky bar, so they push the page down, cover nothing. */}
      <div ref={toastOutlet} className="empty:hidden bg-stone-50 px-3 text-stone-900 sm:px-6" />
      <AboutPanel open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </header>
  )
}
