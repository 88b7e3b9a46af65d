import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'

import { PublicAddressNotice } from './components/public-address-notice'

/** The administration area's sections, in the order of the tabs (their names: the `admin` catalogue's `sections`). */
export const ADMIN_SECTIONS = [
  { path: '/admin/users', key: 'users' },
  { path: '/admin/proposals', key: 'proposals' },
  { path: '/admin/audit', key: 'audit' },
  { path: '/admin/trash', key: 'trash' },
  { path: '/admin/import', key: 'import' },
  { path: '/admin/duplicates', key: 'duplicates' },
  { path: '/admin/households', key: 'households' },
  { path: '/admin/requests', key: 'requests' },
  { path: '/admin/backups', key: 'backups' },
  { path: '/admin/privacy', key: 'privacy' },
  { path: '/admin/incidents', key: 'incidents' },
  { path: '/admin/privacy-notice', key: 'privacy_notice' },
] as const

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center rounded-lg px-3 py-1.5 text-sm font-semibold ${
    isActive ? 'bg-brand-800 text-white' : 'text-brand-900 hover:bg-brand-50'
  }`

/** Administration (IPMR): a heading, the notice of an unset public address, one tab per section, and the section below. */
export default function AdminLayout() {
  const { t } = useTranslation('admin')
  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-semibold print:hidden">{t('title')}</h1>
      <PublicAddressNotice className="mt-3 print:hidden" />
      <nav aria-label={t('title')} className="mt-3 flex flex-wrap gap-1 border-b border-stone-200 pb-2 print:hidden">
        {ADMIN_SECTIONS.map((section) => (
          <NavLink key={section.path} to={section.path} className={tabClasses}>
            {t(`sections.${section.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4 print:mt-0">
        <Outlet />
      </div>
    </main>
  )
}
