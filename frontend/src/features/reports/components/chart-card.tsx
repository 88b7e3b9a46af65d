import type { ReactNode } from 'react'

import { tableColumns, tableRows, type ChartData } from '../lib/chart-data'

import { BarChart } from './bar-chart'
import { PyramidChart } from './pyramid-chart'
import { ReportCard } from './report-card'

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

/** One chart of the report: the SVG chart with its numbers as a table beside it, and a CSV download. */
export function ChartCard({ data, kind = 'bars', ...card }: Props) {
  const table = { columns: tableColumns(data), rows: tableRows(data) }
  return (
    <ReportCard table={table} {...card}>
      {kind === 'pyramid' ? <PyramidChart data={data} title={card.title} /> : <BarChart data={data} title={card.title} />}
    </ReportCard>
  )
}
