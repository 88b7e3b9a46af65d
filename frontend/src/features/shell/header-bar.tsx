import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useToastOutletRef } from '@/components/ui/toast-outlet'
import { Link, NavLink } from 'react-router'

import { useSession } from '@/lib/auth/session'

import { AboutPanel } from './about-panel'
import { LogoutButton } from './logout-button'

const itemClasses =
  'inline-flex min-h-10 items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15'

/** The bar above every screen: Home, Reports (signed in), Administration (IPMR), My Account (signed in), About Us, and Log Out or Login. */
export function HeaderBar() {
  const { isLoading, user } = useSession()
  const [aboutOpen, setAboutOpen] = useState(false)
  const toastOutlet = useToastOutletRef('page')
  const { t } = useTranslation('reports')

  return (
    <header className="sticky top-0 z-40 bg-brand-800 text-white shadow print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-lg py-1 pr-2 text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-amber-400 text-base text-brand-900">
            K
          </span>
          Katutubo Registry
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
          <NavLink to="/" end className={itemClasses}>
            Home
          </NavLink>
          {user?.status === 'active' && (
            <NavLink to="/reports" className={itemClasses}>
              {t('nav')}
            </NavLink>
          )}
          {user?.role === 'ipmr' && user.status === 'active' && (
            <NavLink to="/admin/users" className={itemClasses}>
              Administration
            </NavLink>
          )}
          {user && (
            <NavLink to="/account" className={itemClasses}>
              My Account
            </NavLink>
          )}
          <button type="button" className={itemClasses} onClick={() => setAboutOpen(true)}>
            About Us
          </button>
          {!isLoading &&
            (user ? (
              <LogoutButton className={itemClasses} />
            ) : (
              <Link to="/login" className={`${itemClasses} bg-white/10`}>
                Login
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
