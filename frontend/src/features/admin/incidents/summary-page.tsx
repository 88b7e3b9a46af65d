import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { PrintButton } from '@/components/ui/print-button'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/audit/format'
import { officeToday } from '@/lib/office-clock'

import { useAnnualSummary, type AnnualSummary } from './api/get-summary'

const thisYear = () => Number(officeToday().slice(0, 4))

function Totals({ summary }: { summary: AnnualSummary }) {
  const { t } = useTranslation('admin-incidents')
  const rows: [string, number][] = [
    [t('summary.total'), summary.total],
    [t('summary.peopleAffected'), summary.people_affected],
    [t('summary.inTime'), summary.notified_in_time],
    [t('summary.late'), summary.notified_late],
    [t('summary.notNotified'), summary.not_notified],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_auto]">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b border-stone-200 py-1 sm:contents">
          <dt>{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Administration → Breaches → Annual summary: a year's incidents counted (by nature, people, NPC in 72 h), printable. */
export default function SummaryPage() {
  const { t, i18n } = useTranslation('admin-incidents')
  const [typed, setTyped] = useState(String(thisYear()))
  const [year, setYear] = useState(thisYear())
  const [badYear, setBadYear] = useState(false)
  const summary = useAnnualSummary(year)
  const data = summary.data
  const place = data ? (data.province ? `${data.municipality}, ${data.province}` : data.municipality) : ''
  return (
    <div className="space-y-4">
      <TextLink to="/admin/incidents" className="print:hidden">
        {t('page.back')}
      </TextLink>
      <h2 className="text-xl font-semibold text-brand-900 print:hidden">{t('summary.title')}</h2>
      <form
        className="flex flex-wrap items-end gap-3 print:hidden"
        onSubmit={(event) => {
          event.preventDefault()
          const valid = /^(19|2\d)\d{2}$/.test(typed.trim())
          setBadYear(!valid)
          if (valid) setYear(Number(typed.trim()))
        }}
      >
        <TextField label={t('summary.year')} inputMode="numeric" maxLength={4} value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={badYear ? t('summary.badYear') : undefined}
          className="w-40"
        />
        <Button type="submit" variant="secondary">
          {t('summary.show')}
        </Button>
        <PrintButton label={t('summary.print')} />
      </form>
      {summary.isError && <LoadError what={t('loadWhat')} error={summary.error} onRetry={() => void summary.refetch()} />}
      {summary.isPending && <p role="status">{t('loading')}</p>}
      {data && (
        <article className="space-y-4">
          <h3 className="text-lg font-semibold">{t('summary.heading', { year: data.year, place })}</h3>
          <Totals summary={data} />
          <section aria-labelledby="summary-by-nature" className="space-y-1">
            <h4 id="summary-by-nature" className="font-semibold">
              {t('summary.byNature')}
            </h4>
            <table className="text-sm">
              <tbody>
                {data.by_nature.map((row) => (
                  <tr key={row.nature} className="border-b border-stone-200">
                    <th scope="row" className="py-1 pr-6 text-left font-normal">
                      {t(`nature.${row.nature}`)}
                    </th>
                    <td className="py-1 text-right font-semibold tabular-nums">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="summary-list" className="space-y-1">
            <h4 id="summary-list" className="font-semibold">
              {t('summary.list')}
            </h4>
            {data.incidents.length === 0 ? (
              <p>{t('summary.none', { year: data.year })}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {data.incidents.map((item) => (
                  <li key={item.id} className="border-b border-stone-200 pb-2">
                    <span className="font-semibold">{t('number', { id: item.id })}</span> · {formatDateTime(item.discovered_at, i18n.language)} ·{' '}
                    {item.nature === 'other' && item.nature_other ? item.nature_other : t(`nature.${item.nature}`)} · {t('columns.people')}:{' '}
                    {item.people_count} ·{' '}
                    {item.npc_notified_at
                      ? t('summary.notifiedOn', { when: formatDateTime(item.npc_notified_at, i18n.language) })
                      : t('summary.notNotifiedShort')}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </article>
      )}
    </div>
  )
}
