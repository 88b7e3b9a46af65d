import type { Cell } from './csv'

export interface Series {
  name: string
  values: number[]
}

/** One chart's numbers: a row per category, a column per series. The chart, its table and its CSV all read it. */
export interface ChartData {
  categoryHeader: string
  categories: string[]
  series: Series[]
}

export function tableColumns(data: ChartData): string[] {
  return [data.categoryHeader, ...data.series.map((s) => s.name)]
}

export function tableRows(data: ChartData): Cell[][] {
  return data.categories.map((category, i) => [category, ...data.series.map((s) => s.values[i] ?? 0)])
}

export function largest(data: ChartData): number {
  return Math.max(1, ...data.series.flatMap((s) => s.values))
}

export type SortOrder = 'name' | 'count'

/** The categories by name (as given) or by their first series, largest first (ties by name). */
export function sorted(data: ChartData, order: SortOrder): ChartData {
  if (order === 'name') return data
  const index = data.categories.map((_, i) => i)
  const first = data.series[0]?.values ?? []
  index.sort((a, b) => (first[b] ?? 0) - (first[a] ?? 0) || data.categories[a].localeCompare(data.categories[b]))
  return {
    ...data,
    categories: index.map((i) => data.categories[i]),
    series: data.series.map((s) => ({ ...s, values: index.map((i) => s.values[i]) })),
  }
}
