import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { PrintButton } from '@/components/ui/print-button'
import { SelectField } from '@/components/ui/select-field'
import { formatLongDate } from '@/lib/long-date'
import { formatCount } from '@/lib/result-line'
import { officeToday } from '@/lib/office-clock'

import { useReport, type Report } from './api/get-report'
import { ChartCard } from './components/chart-card'
import { RegistryMapCard } from './components/registry-map-card'
import { ReportCard } from './components/report-card'
import { SortToggle } from './components/sort-toggle'
import { sorted, type SortOrder } from './lib/chart-data'
import { householdTable } from './lib/household-table'
import { reportCharts } from './lib/report-charts'
import { sexTables } from './lib/sex-tables'

/** /reports (every signed-in account): the office's charts, one request, filtered by barangay (?barangay=). */
export function ReportsPage({ barangays }: { barangays: readonly string[] }) {
  const { t, i18n } = useTranslation('reports')
  const { t: fieldLabel } = useTranslation('person-fields')
  const [params, setParams] = useSearchParams()
  const barangay = params.get('barangay') ?? ''
  const query = useReport(barangay)
  const choose = (value: string) => setParams(value ? { barangay: value } : {}, { replace: true })
  const options = [{ value: '', label: t('allBarangays') }, ...barangays.map((name) => ({ value: name, label: name }))]
  const scope = barangay ? t('scopeBarangay', { barangay }) : t('allBarangays')

  return (
    <main data-print="report" className="mx-auto max-w-7xl space-y-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
          <p className="text-sm text-stone-700">
            {t('asOf', { date: formatLongDate(officeToday(), i18n.language) })} · {scope}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={fieldLabel('barangay')}
            value={barangay}
            options={options}
            onChange={(e) => choose(e.target.value)}
            className="min-w-56 print:hidden"
          />
          <PrintButton label={t('print')} />
        </div>
      </div>
      {query.isPending && <p role="status">{t('loading')}</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {t('loadError')}
        </p>
      )}
      {query.data && <Charts report={query.data} />}
    </main>
  )
}

function Charts({ report }: { report: Report }) {
  const { t } = useTranslation('reports')
  const [order, setOrder] = useState<SortOrder>('name')
  const charts = reportCharts(report, t)
  const bySex = sexTables(report, t)
  const suffix = report.barangay ? report.barangay.toLowerCase().replaceAll(' ', '-') : 'all'
  return (
    <div className="space-y-5">
      <p className="text-base font-semibold text-stone-900">{t('total', { count: report.total, total: formatCount(report.total) })}</p>
      <RegistryMapCard report={report} fileSuffix={suffix} />
      <ChartCard
        id="pyramid"
        title={t('pyramid.title')}
        data={charts.pyramid}
        kind="pyramid"
        fileName={`population-pyramid-${suffix}`}
        note={report.age_unrecorded > 0 ? t('pyramid.ageNotRecorded', { count: report.age_unrecorded }) : undefined}
      />
      <ChartCard
        id="barangays"
        title={t('barangays.title')}
        data={sorted(charts.barangays, order)}
        fileName={`people-per-barangay-${suffix}`}
        toolbar={<SortToggle order={order} onChange={setOrder} />}
      />
      <ChartCard id="tribes" title={t('tribes.title')} data={charts.tribes} fileName={`tribes-${suffix}`} />
      <ChartCard id="education" title={t('education.title')} data={charts.education} fileName={`education-${suffix}`} />
      <ChartCard
        id="civil-status"
        title={t('civilStatus.title')}
        data={charts.civilStatus}
        fileName={`civil-status-${suffix}`}
      />
      <ChartCard id="health" title={t('health.title')} data={charts.health} fileName={`health-condition-${suffix}`} />
      <ChartCard
        id="schooling"
        title={t('schooling.title')}
        data={charts.schooling}
        fileName={`students-not-attending-unemployed-${suffix}`}
      />
      <ReportCard
        id="households"
        title={t('households.title')}
        table={householdTable(report, t)}
        fileName={`households-per-barangay-${suffix}`}
        note={t('households.note')}
      />
      <ReportCard id="barangay-sex" title={t('bySex.barangayTitle')} table={bySex.barangays} fileName={`barangay-by-sex-${suffix}`} />
      <ReportCard id="tribe-sex" title={t('bySex.tribeTitle')} table={bySex.tribes} fileName={`tribe-by-sex-${suffix}`} />
      <ReportCard id="age-sex" title={t('bySex.ageTitle')} table={bySex.ageGroups} fileName={`age-group-by-sex-${suffix}`} />
    </div>
  )
}
