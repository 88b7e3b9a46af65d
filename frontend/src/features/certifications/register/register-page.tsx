import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { buttonClasses } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { useSession } from '@/lib/auth/session'
import { useUrlView } from '@/lib/url-view'

import { filterQuery, REGISTER_PAGE_SIZE, registerExportUrl, useRegister } from '../api/get-register'

import { RegisterFilterFields } from './register-filters'
import { RegisterTable } from './register-table'
import { readRegisterView, writeRegisterView } from './register-view'

/** /certificates (the Chieftain and the IPMR): every certification issued, filtered, counted, exported, printed. */
export default function RegisterPage() {
  const { t } = useTranslation('certifications')
  const { user } = useSession()
  const [view, update] = useUrlView(readRegisterView, writeRegisterView)
  const { page, ...filters } = view
  const register = useRegister(filters, page)
  const data = register.data
  const loading = register.isPending || register.isPlaceholderData
  const pageCount = data ? Math.max(1, Math.ceil(data.total / REGISTER_PAGE_SIZE)) : 1
  const printPath = `/certificates/print?${new URLSearchParams(filterQuery(filters)).toString()}`
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-semibold text-stone-900">{t('register.title')}</h1>
      <RegisterFilterFields filters={filters} onChange={(change) => update(change)} />
      <p role="status" className="text-sm text-stone-700">
        {data && !loading ? t('register.count', { count: data.total }) : t('common.loading')}
      </p>
      <div className="flex flex-wrap gap-2">
        <a className={buttonClasses('secondary')} href={registerExportUrl(filters, 'xlsx')} download>
          {t('register.exportXlsx')}
        </a>
        <a className={buttonClasses('secondary')} href={registerExportUrl(filters, 'csv')} download>
          {t('register.exportCsv')}
        </a>
        <Link className={buttonClasses('secondary')} to={printPath}>
          {t('register.print')}
        </Link>
      </div>
      {register.isError && <LoadError what={t('register.what')} error={register.error} onRetry={() => void register.refetch()} />}
      <RegisterTable
        rows={loading ? [] : (data?.items ?? [])}
        linkSerials={user?.role === 'chieftain'}
        firstNumber={(page - 1) * REGISTER_PAGE_SIZE + 1}
        loading={loading && !register.isError}
      />
      {data && pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={(next) => update({ page: next })} />}
    </main>
  )
}
