import { formatCount } from '@/lib/result-line'

import { largest, type ChartData } from '../lib/chart-data'

import { SERIES_FILLS, TEXT } from './chart-colors'
import { ChartLegend } from './chart-legend'
import { useChartWidth } from './use-chart-width'

const AXIS = 56 // the band labels' column in the middle
const VALUE_ROOM = 40
const BAR = 16
const LEGEND = 24

/** The population pyramid: an age band per row (oldest at the top), men to the left, women to the right.
 * Reads the first two series (male, female) of `data`; the table beside it has every column. */
export function PyramidChart({ data, title }: { data: ChartData; title: string }) {
  const { ref, width: WIDTH } = useChartWidth()
  const [male, female] = data.series
  const max = largest({ ...data, series: [male, female] })
  const half = (WIDTH - AXIS) / 2
  const scale = (half - VALUE_ROOM) / max
  const rows = data.categories.map((band, i) => ({ band, male: male.values[i] ?? 0, female: female.values[i] ?? 0 }))
  rows.reverse()
  const height = LEGEND + rows.length * BAR
  return (
    <div ref={ref} className="overflow-x-auto">
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title} className="h-auto w-full" style={{ minWidth: WIDTH }}>
      <ChartLegend names={[male.name, female.name]} x={half - 40} />
      {rows.map((row, i) => {
        const y = LEGEND + i * BAR
        const m = row.male * scale
        const f = row.female * scale
        return (
          <g key={row.band}>
            <rect x={half - m} y={y} width={m} height={BAR - 2} className={SERIES_FILLS[0]} />
            <text x={half - m - 4} y={y + BAR - 4} textAnchor="end" className={TEXT}>
              {formatCount(row.male)}
            </text>
            <text x={WIDTH / 2} y={y + BAR - 4} textAnchor="middle" className={TEXT}>
              {row.band}
            </text>
            <rect x={half + AXIS} y={y} width={f} height={BAR - 2} className={SERIES_FILLS[1]} />
            <text x={half + AXIS + f + 4} y={y + BAR - 4} className={TEXT}>
              {formatCount(row.female)}
            </text>
          </g>
        )
      })}
    </svg>
    </div>
  )
}
