import { formatCount } from '@/lib/result-line'

import { largest, type ChartData } from '../lib/chart-data'

import { SERIES_FILLS, TEXT } from './chart-colors'
import { ChartLegend } from './chart-legend'
import { useChartWidth } from './use-chart-width'

/** The category labels' column: 170 of a wide chart's 560, less on a phone. */
const labelWidth = (width: number) => Math.min(170, Math.round(width * 0.38))
const VALUE_ROOM = 48
const BAR = 14
const GAP = 8

/** Horizontal bars, one group per category (one bar per series): drawn here as SVG, no chart library. The
 * numbers are in the table beside it; the picture itself is one image named by `title`. */
export function BarChart({ data, title }: { data: ChartData; title: string }) {
  const { ref, width: WIDTH } = useChartWidth()
  const LABEL_WIDTH = labelWidth(WIDTH)
  const max = largest(data)
  const scale = (WIDTH - LABEL_WIDTH - VALUE_ROOM) / max
  const legend = data.series.length > 1 ? 24 : 0
  const group = data.series.length * BAR + GAP
  const height = legend + Math.max(1, data.categories.length) * group
  return (
    <div ref={ref} className="overflow-x-auto">
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title} className="h-auto w-full" style={{ minWidth: WIDTH }}>
      {legend > 0 && <ChartLegend names={data.series.map((s) => s.name)} x={LABEL_WIDTH} />}
      {data.categories.map((category, i) => {
        const top = legend + i * group
        return (
          <g key={category} transform={`translate(0 ${top})`}>
            <text x={LABEL_WIDTH - 8} y={(data.series.length * BAR) / 2 + 4} textAnchor="end" className={TEXT}>
              {category}
            </text>
            {data.series.map((series, s) => {
              const value = series.values[i] ?? 0
              const width = value * scale
              return (
                <g key={series.name} transform={`translate(${LABEL_WIDTH} ${s * BAR})`}>
                  <rect width={width} height={BAR - 2} className={SERIES_FILLS[s % SERIES_FILLS.length]} />
                  <text x={width + 4} y={BAR - 3} className={TEXT}>
                    {formatCount(value)}
                  </text>
                </g>
              )
            })}
          </g>
        )
      })}
    </svg>
    </div>
  )
}
