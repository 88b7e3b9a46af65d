import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'

import { LoadError } from '@/components/ui/load-error'
import { PrintButton, PrintedLine } from '@/components/ui/print-button'
import { useSession } from '@/lib/auth/session'
import { formatLongDate } from '@/lib/long-date'

import { filterQuery, REGISTER_PRINT_SIZE, useRegister } from '../api/get-register'

import { RegisterTable } from './register-table'
import { readRegisterView } from './register-view'

/** /certificates/print?filters: the whole register for these filters on paper, with what it was filtered by. */
export default function RegisterPrintPage() {
  const { t, i18n } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const { user } = useSession()
  const [params] = useSearchParams()
  const { page: _page, ...filters } = readRegisterView(params)
  const register = useRegister(filters, 1, REGISTER_PRINT_SIZE)
  const data = register.data
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  const facts: [string, string][] = []
  if (filters.date_from || filters.date_to) {
    facts.push([t('register.issued'), `${filters.date_from ? day(filters.date_from) : '…'} – ${filters.date_to ? day(filters.date_to) : '…'}`])
  }
  if (filters.purpose) facts.push([t('issue.purpose'), t(`purposes.${filters.purpose}`)])
  if (filters.barangay) facts.push([fieldLabel('barangay'), filters.barangay])
  if (filters.status) facts.push([t('register.status'), filters.status === 'valid' ? t('status.valid') : t('register.revoked')])
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link to={`/certificates?${new URLSearchParams(filterQuery(filters)).toString()}`} className="text-brand-800 underline">
          {t('register.back')}
        </Link>
        <PrintButton />
      </div>
      <h1 className="text-2xl font-semibold text-stone-900">{t('register.title')}</h1>
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-stone-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p role="status" className="text-sm text-stone-700">
        {data ? t('register.count', { count: data.total }) : t('common.loading')}
      </p>
      {data && data.total > data.items.length && <p className="font-medium text-red-800">{t('register.tooMany', { shown: data.items.length })}</p>}
      {register.isError && <LoadError what={t('register.what')} error={register.error} onRetry={() => void register.refetch()} />}
      <RegisterTable rows={data?.items ?? []} linkSerials={false} firstNumber={1} loading={register.isPending} />
      <PrintedLine name={user?.display_name} />
    </main>
  )
}
