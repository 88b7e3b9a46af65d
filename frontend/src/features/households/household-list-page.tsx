import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'

import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { useSession } from '@/lib/auth/session'
import { useReference } from '@/lib/reference-query'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { HOUSEHOLD_PAGE_SIZE, useHouseholdList } from './api/list-households'
import { RosterExport } from './components/roster-export'
import { headName, householdPath, householdPlace } from './lib/labels'

/** '3.5': members per household, one decimal ('0' with none). */
export function averageSize(members: number, households: number): string {
  return households === 0 ? '0' : (members / households).toFixed(1)
}

/** /households?barangay=&q=&page=: the households of a barangay (or all), with counts and sizes, searchable. */
export default function HouseholdListPage() {
  const { t } = useTranslation('households')
  const { t: fieldLabel } = useTranslation('person-fields')
  const { user } = useSession()
  const reference = useReference()
  const [params, setParams] = useSearchParams()
  const barangay = params.get('barangay') ?? ''
  const typed = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [q] = useDebouncedValue(typed.trim(), 300)
  const list = useHouseholdList({ barangay, q, page })
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next, { replace: true })
  }
  const data = list.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / HOUSEHOLD_PAGE_SIZE)) : 1
  return (
    <main className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-semibold text-stone-900">{barangay ? t('list.titleOf', { barangay }) : t('list.title')}</h1>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={fieldLabel('barangay')}
          value={barangay}
          onChange={(e) => update({ barangay: e.target.value, page: '' })}
          options={[{ value: '', label: t('list.allBarangays') }, ...(reference.data?.barangays ?? []).map((b) => ({ value: b, label: b }))]}
        />
        <TextField label={t('list.search')} type="search" value={typed} onChange={(e) => update({ q: e.target.value, page: '' })} />
      </div>
      {data && (
        <p role="status" className="text-sm text-stone-700">
          {t('list.counts', { count: data.total, members: data.members_total, average: averageSize(data.members_total, data.total) })}
        </p>
      )}
      {user && user.role !== 'user' && <RosterExport barangay={barangay} />}
      {list.isError && <LoadError what={t('list.what')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <p role="status">{t('loading')}</p>}
      {data && data.items.length === 0 && <p className="text-stone-600">{t('list.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {data.items.map((household) => (
            <li key={household.id}>
              <Link
                to={householdPath(household.id)}
                className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-brand-900 underline">{t('page.title', { name: headName(household) })}</span>
                  <span className="block text-sm text-stone-600">{householdPlace(household)}</span>
                </span>
                <span className="text-sm text-stone-800">{t('list.size', { count: household.size })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={(p) => update({ page: String(p) })} />}
    </main>
  )
}
