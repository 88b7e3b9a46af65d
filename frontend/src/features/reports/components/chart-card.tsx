import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { saveBlob } from '@/lib/download'

import { tableColumns, tableRows, type ChartData } from '../lib/chart-data'
import { toCsv } from '../lib/csv'

import { BarChart } from './bar-chart'
import { DataTable } from './data-table'
import { PyramidChart } from './pyramid-chart'

interface Props {
  id: string
  title: string
  data: ChartData
  kind?: 'bars' | 'pyramid'
  /** The CSV file's name without extension (the chart and the filter). */
  fileName: string
  toolbar?: ReactNode
  note?: ReactNode
}

/** One chart of the report: its title, the SVG chart with its numbers as a table beside it, and a CSV download. */
export function ChartCard({ id, title, data, kind = 'bars', fileName, toolbar, note }: Props) {
  const { t } = useTranslation('reports')
  const download = () => {
    const csv = toCsv(tableColumns(data), tableRows(data))
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`)
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="break-inside-avoid rounded-xl border border-stone-200 bg-white p-4 shadow-sm print:shadow-none"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          {toolbar}
          <Button variant="secondary" onClick={download} aria-label={t('downloadCsvOf', { title })}>
            {t('downloadCsv')}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>{kind === 'pyramid' ? <PyramidChart data={data} title={title} /> : <BarChart data={data} title={title} />}</div>
        <DataTable data={data} caption={title} />
      </div>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </section>
  )
}
