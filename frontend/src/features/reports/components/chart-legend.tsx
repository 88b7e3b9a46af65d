import { SERIES_FILLS, TEXT } from './chart-colors'

const SWATCH_ROOM = 24
const CHARACTER = 6.5 // about one character of the 11 px legend text

/** Where each name's swatch starts: one after the other from `x`. */
function offsets(names: string[], x: number): number[] {
  return names.map((_, i) => x + names.slice(0, i).reduce((sum, name) => sum + SWATCH_ROOM + name.length * CHARACTER, 0))
}

/** A row of swatches with the series' names, drawn at the top of a chart (y 0-16). */
export function ChartLegend({ names, x = 0 }: { names: string[]; x?: number }) {
  const at = offsets(names, x)
  return (
    <g>
      {names.map((name, i) => (
        <g key={name} transform={`translate(${at[i]} 2)`}>
          <rect width={12} height={12} rx={2} className={SERIES_FILLS[i % SERIES_FILLS.length]} />
          <text x={16} y={10} className={TEXT}>
            {name}
          </text>
        </g>
      ))}
    </g>
  )
}
