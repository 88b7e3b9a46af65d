import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LanguageSwitch } from '@/components/ui/language-switch'
import { useToastOutletRef } from '@/components/ui/toast-outlet'

import { CERTIFICATE_KEEPERS } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/session'
import { useAccountLanguage } from '@/lib/i18n/account-language'
import { Link, NavLink } from '@/lib/navigation'
import { useMediaQuery } from '@/lib/use-media-query'

import { AboutPanel } from './about-panel'
import { AdministrationLink } from './administration-link'
import { LogoutDialog } from './logout-button'
import { MenuPanel } from './menu-panel'

const itemClasses =
  'inline-flex min-h-10 items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15'

/** The header's entries that open a dialog. */
type HeaderDialog = 'about' | 'logout'

/** Phones and tablets (below 1024 px): the navigation folds into a menu, so the bar is one short row. */
export const COMPACT_HEADER_QUERY = '(max-width: 1023.98px)'

/** The bar above every screen: Home, Reports (signed in), Administration (IPMR), My Account (signed in), the
 * language, About Us, and Log Out or Login. On phones and tablets they are behind a Menu button. */
export function HeaderBar() {
  const { t } = useTranslation('shell')
  const [dialog, setDialog] = useState<HeaderDialog | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const onMenuChange = useCallback((open: boolean) => setMenuOpen(open), [])
  const compact = useMediaQuery(COMPACT_HEADER_QUERY)
  const toastOutlet = useToastOutletRef('page')
  useAccountLanguage()

  // An entry that opens a dialog closes the menu first: closing the dialog returns focus to the Menu button.
  const openDialog = (which: HeaderDialog) => {
    setMenuOpen(false)
    setDialog(which)
  }
  const closeDialog = () => setDialog(null)

  return (
    <header className="sticky top-0 z-40 bg-brand-800 text-white shadow print:hidden">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-lg py-1 pr-2 text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-amber-400 text-base text-brand-900">
            {t('k')}
          </span>
          {t('katutubo_registry')}
        </Link>
        {compact ? (
          <MenuPanel open={menuOpen} onOpenChange={onMenuChange}>
            <NavItems vertical onOpen={openDialog} />
          </MenuPanel>
        ) : (
          <NavItems onOpen={openDialog} />
        )}
      </div>
      {/* Notifications while no dialog is open: part of the sticky bar, so they push the page down, cover nothing. */}
      <div ref={toastOutlet} className="empty:hidden bg-stone-50 px-3 text-stone-900 sm:px-6" />
      <AboutPanel open={dialog === 'about'} onClose={closeDialog} />
      <LogoutDialog open={dialog === 'logout'} onClose={closeDialog} />
    </header>
  )
}

/** About Us and Log Out open their dialogs (kept outside the menu, which closes). */
function NavItems({ vertical = false, onOpen }: { vertical?: boolean; onOpen: (dialog: HeaderDialog) => void }) {
  const { t } = useTranslation('shell')
  const { isLoading, user } = useSession()
  const layout = vertical ? 'flex flex-col items-stretch gap-1 pt-2' : 'flex flex-wrap items-center gap-1'
  return (
    <nav aria-label={t('main')} className={layout}>
      <NavLink to="/" end className={itemClasses}>
        {t('home')}
      </NavLink>
      {user?.status === 'active' && (
        <NavLink to="/reports" className={itemClasses}>
          {t('reports')}
        </NavLink>
      )}
      {user && user.status === 'active' && CERTIFICATE_KEEPERS.includes(user.role) && (
        <NavLink to="/certificates" className={itemClasses}>
          {t('certificates')}
        </NavLink>
      )}
      {user?.role === 'ipmr' && user.status === 'active' && <AdministrationLink className={itemClasses} />}
      {user && (
        <NavLink to="/account" className={itemClasses}>
          {t('my_account')}
        </NavLink>
      )}
      {user?.role === 'encoder' && user.status === 'active' && (
        <NavLink to="/proposals" className={itemClasses}>
          {t('my_proposals')}
        </NavLink>
      )}
      <LanguageSwitch className={vertical ? 'px-3 [&>select]:w-full' : ''} />
      <button type="button" className={`${itemClasses} text-left`} onClick={() => onOpen('about')}>
        {t('about_us')}
      </button>
      {!isLoading &&
        (user ? (
          <button type="button" className={`${itemClasses} text-left`} onClick={() => onOpen('logout')}>
            {t('log_out')}
          </button>
        ) : (
          <Link to="/login" className={`${itemClasses} bg-white/10`}>
            {t('login')}
          </Link>
        ))}
    </nav>
  )
}
