import { Suspense, type ReactNode } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'

import { Spinner } from '@/components/ui/spinner'
import { RequireAuth, RequirePending, RequireRole } from '@/lib/auth/guards'
import { CERTIFICATE_KEEPERS } from '@/lib/auth/roles'
import { RouterNavigation } from '@/lib/router-navigation'
import { ProfileSectionsProvider } from '@/lib/profile-sections'
import { AppLayout } from '@/features/shell/app-layout'

import { lazyPage, type PageModule } from './lazy-page'
import { PROFILE_SECTIONS } from './profile-sections'
import { RootRedirect } from './root-redirect'
import { i18n, i18nComplete } from '@/lib/i18n'

const t = i18n.getFixedT(null, 'common')

/** A page past the sign-in screens: its chunk and the rest of the catalogues (lib/i18n) arrive before it shows. */
function withCatalogues(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), i18nComplete]).then(([page]) => page)
}

const LoginPage = lazyPage(() => import('@/features/auth/login-page'))
const SignupPage = lazyPage(() => import('@/features/auth/signup-page'))
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/forgot-password-page'))
const ResetPasswordPage = lazyPage(() => import('@/features/auth/reset-password-page'))
const UnauthorizedPage = lazyPage(() => import('@/features/auth/unauthorized-page'))
const PendingPage = lazyPage(withCatalogues(() => import('./pending-route')))
const HomePage = lazyPage(withCatalogues(() => import('./home-page')))
const MasterListPage = lazyPage(withCatalogues(() => import('./master-list-route')))
const ChieftainListPage = lazyPage(withCatalogues(() => import('./chieftain-list-route')))
const AdminUnknownPage = lazyPage(withCatalogues(() => import('@/features/admin/admin-unknown-page')))
const AdminLayout = lazyPage(withCatalogues(() => import('@/features/admin/admin-layout')))
const AdminUsersPage = lazyPage(withCatalogues(() => import('@/features/admin/users/users-page')))
const AdminAuditPage = lazyPage(withCatalogues(() => import('@/features/admin/audit/audit-page')))
const AdminTrashPage = lazyPage(withCatalogues(() => import('@/features/admin/trash/trash-page')))
const AdminImportPage = lazyPage(withCatalogues(() => import('@/features/admin/import/import-page')))
const AdminBackupsPage = lazyPage(withCatalogues(() => import('@/features/admin/backups/backups-page')))
const AdminPrivacyRecordPage = lazyPage(withCatalogues(() => import('@/features/admin/privacy-record/privacy-record-page')))
const AdminDuplicatesPage = lazyPage(withCatalogues(() => import('@/features/admin/duplicates/duplicates-page')))
const AdminRequestsPage = lazyPage(withCatalogues(() => import('@/features/admin/requests/requests-page')))
const AdminRequestPage = lazyPage(withCatalogues(() => import('@/features/admin/requests/request-page')))
const AccessReportPage = lazyPage(withCatalogues(() => import('@/features/admin/requests/access-report-page')))
const AdminProposalsPage = lazyPage(withCatalogues(() => import('@/features/admin/proposals/proposals-page')))
const AdminIncidentsPage = lazyPage(withCatalogues(() => import('@/features/admin/incidents/incidents-page')))
const AdminNewIncidentPage = lazyPage(withCatalogues(() => import('@/features/admin/incidents/new-incident-page')))
const AdminIncidentPage = lazyPage(withCatalogues(() => import('@/features/admin/incidents/incident-page')))
const AdminIncidentLetterPage = lazyPage(withCatalogues(() => import('@/features/admin/incidents/letter-page')))
const AdminIncidentSummaryPage = lazyPage(withCatalogues(() => import('@/features/admin/incidents/summary-page')))
const AccountPage = lazyPage(withCatalogues(() => import('@/features/account/account-page')))
// Not preloaded with the others: fetched when first opened (the sign-in screen never downloads them).
const ReportsPage = lazyPage(withCatalogues(() => import('./reports-route')))
const CertificatePage = lazyPage(withCatalogues(() => import('@/features/certifications/certificate-page')))
const AffidavitPage = lazyPage(withCatalogues(() => import('@/features/certifications/affiants/affidavit-page')))
const RegisterPage = lazyPage(withCatalogues(() => import('@/features/certifications/register/register-page')))
const RegisterPrintPage = lazyPage(withCatalogues(() => import('@/features/certifications/register/register-print-page')))
const GenealogyFormPage = lazyPage(withCatalogues(() => import('@/features/certifications/coc/genealogy-form-page')))
const IndexFormPage = lazyPage(withCatalogues(() => import('@/features/certifications/coc/index-form-page')))
const VerifyPage = lazyPage(withCatalogues(() => import('@/features/certifications/verify-page')))
const ScanPage = lazyPage(withCatalogues(() => import('@/features/certifications/scan/scan-page')))
const KeyPage = lazyPage(withCatalogues(() => import('@/features/certifications/scan/key-page')))
const ProposalsPage = lazyPage(withCatalogues(() => import('./proposals-route')))
const HouseholdPage = lazyPage(withCatalogues(() => import('@/features/households/household-page')))
const HouseholdListPage = lazyPage(withCatalogues(() => import('@/features/households/household-list-page')))
const AdminHouseholdsPage = lazyPage(withCatalogues(() => import('@/features/households/suggestions-page')))
const AdminPrivacyNoticePage = lazyPage(withCatalogues(() => import('@/features/privacy/notice-admin-page')))
const PrivacyNoticePrintPage = lazyPage(withCatalogues(() => import('@/features/privacy/notice-print-page')))

const PAGES = [
  LoginPage,
  SignupPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  UnauthorizedPage,
  PendingPage,
  HomePage,
  MasterListPage,
  ChieftainListPage,
  AdminUnknownPage,
  AdminLayout,
  AdminUsersPage,
  AdminAuditPage,
  AdminTrashPage,
  AdminImportPage,
  AdminBackupsPage,
  AccountPage,
]

/** Fetch every page's chunk now (they are small and cached for good), alongside the session check. */
export function preloadPages(): Promise<unknown> {
  return Promise.all(PAGES.map((p) => p.preload()))
}

function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<Spinner label={t('loading_page')} />}>{element}</Suspense>
}

/** The six master list routes of the spec; the category may also come from ?category=. */
export const MASTER_LIST_PATHS = [
  '/total-population',
  '/total-male',
  '/total-female',
  '/total-students',
  '/total-unemployed',
  '/total-health-condition',
] as const

export const routes: RouteObject[] = [
  {
    element: (
      <RouterNavigation>
        <ProfileSectionsProvider sections={PROFILE_SECTIONS}>
          <AppLayout />
        </ProfileSectionsProvider>
      </RouterNavigation>
    ),
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/signup', element: page(<SignupPage />) },
      { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '/unauthorized', element: page(<UnauthorizedPage />) },
      { path: '/pending', element: <RequirePending>{page(<PendingPage />)}</RequirePending> },
      { path: '/home', element: <RequireAuth>{page(<HomePage />)}</RequireAuth> },
      { path: '/account', element: <RequireAuth>{page(<AccountPage />)}</RequireAuth> },
      { path: '/reports', element: <RequireAuth>{page(<ReportsPage />)}</RequireAuth> },
      { path: '/households', element: <RequireAuth>{page(<HouseholdListPage />)}</RequireAuth> },
      { path: '/households/:id', element: <RequireAuth>{page(<HouseholdPage />)}</RequireAuth> },
      { path: '/privacy-notice/:personId', element: <RequireAuth>{page(<PrivacyNoticePrintPage />)}</RequireAuth> },
      { path: '/verify/:code', element: page(<VerifyPage />) },
      { path: '/verify/scan', element: page(<ScanPage />) },
      { path: '/verify/key', element: page(<KeyPage />) },
      { path: '/certifications/:id', element: <RequireRole role="chieftain">{page(<CertificatePage />)}</RequireRole> },
      { path: '/people/:id/genealogy-form', element: <RequireAuth>{page(<GenealogyFormPage />)}</RequireAuth> },
      { path: '/people/:id/index-form', element: <RequireAuth>{page(<IndexFormPage />)}</RequireAuth> },
      { path: '/certifications/:id/affidavit', element: <RequireRole role="chieftain">{page(<AffidavitPage />)}</RequireRole> },
      { path: '/certificates', element: <RequireRole role={CERTIFICATE_KEEPERS}>{page(<RegisterPage />)}</RequireRole> },
      { path: '/certificates/print', element: <RequireRole role={CERTIFICATE_KEEPERS}>{page(<RegisterPrintPage />)}</RequireRole> },
      ...MASTER_LIST_PATHS.flatMap((path) => [
        { path, element: <RequireAuth>{page(<MasterListPage />)}</RequireAuth> },
        { path: `${path}/:category`, element: <RequireAuth>{page(<MasterListPage />)}</RequireAuth> },
      ]),
      { path: '/admin', element: <RequireRole role="ipmr">{page(<HomePage />)}</RequireRole> },
      {
        // The administration area (IPMR): one layout with a tab per section; other /admin/* paths keep the spec's text.
        element: <RequireRole role="ipmr">{page(<AdminLayout />)}</RequireRole>,
        children: [
          { path: '/admin/users', element: page(<AdminUsersPage />) },
          { path: '/admin/audit', element: page(<AdminAuditPage />) },
          { path: '/admin/trash', element: page(<AdminTrashPage />) },
          { path: '/admin/import', element: page(<AdminImportPage />) },
          { path: '/admin/backups', element: page(<AdminBackupsPage />) },
          { path: '/admin/privacy', element: page(<AdminPrivacyRecordPage />) },
          { path: '/admin/duplicates', element: page(<AdminDuplicatesPage />) },
          { path: '/admin/proposals', element: page(<AdminProposalsPage />) },
          { path: '/admin/households', element: page(<AdminHouseholdsPage />) },
          { path: '/admin/incidents', element: page(<AdminIncidentsPage />) },
          { path: '/admin/incidents/new', element: page(<AdminNewIncidentPage />) },
          { path: '/admin/incidents/summary', element: page(<AdminIncidentSummaryPage />) },
          { path: '/admin/incidents/:id', element: page(<AdminIncidentPage />) },
          { path: '/admin/incidents/:id/letter/:kind', element: page(<AdminIncidentLetterPage />) },
          { path: '/admin/requests', element: page(<AdminRequestsPage />) },
          { path: '/admin/requests/:id', element: page(<AdminRequestPage />) },
          { path: '/admin/privacy-notice', element: page(<AdminPrivacyNoticePage />) },
        ],
      },
      // A request's access report: an A4 page of its own (no administration tabs), to print or save as PDF.
      { path: '/admin/requests/:id/report', element: <RequireRole role="ipmr">{page(<AccessReportPage />)}</RequireRole> },
      { path: '/admin/*', element: <RequireRole role="ipmr">{page(<AdminUnknownPage />)}</RequireRole> },
      { path: '/proposals', element: <RequireRole role="encoder">{page(<ProposalsPage />)}</RequireRole> },
      { path: '/super-admin', element: <RequireRole role="chieftain">{page(<ChieftainListPage />)}</RequireRole> },
      { path: '/super-admin/*', element: <RequireRole role="chieftain">{null}</RequireRole> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]

export function makeRouter() {
  return createBrowserRouter(routes)
}
