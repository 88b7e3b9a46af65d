import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { saveBlob } from '@/lib/download'

import { toCsv } from '../lib/csv'
import type { TableData } from '../lib/table-data'

import { DataTable } from './data-table'

interface Props {
  id: string
  title: string
  table: TableData
  /** The CSV file's name without extension (the card and the filter). */
  fileName: string
  toolbar?: ReactNode
  note?: ReactNode
  /** The picture (a chart, the map), the table beside it; none: the table alone. */
  children?: ReactNode
}

/** One card of the report: its title, its picture with its numbers as a table beside it, and a CSV download. */
export function ReportCard({ id, title, table, fileName, toolbar, note, children }: Props) {
  const { t } = useTranslation('reports')
  const download = () => {
    const csv = toCsv(table.columns, table.rows)
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
      {children ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>{children}</div>
          <DataTable table={table} caption={title} />
        </div>
      ) : (
        <DataTable table={table} caption={title} />
      )}
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </section>
  )
}
