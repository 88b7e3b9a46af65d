import { describe, expect, it } from 'vitest'

import { sorted, tableRows, type ChartData } from './chart-data'

const data: ChartData = {
  categoryHeader: 'Barangay',
  categories: ['Ajos', 'Bolo', 'Catumbo'],
  series: [
    { name: 'People', values: [2, 7, 2] },
    { name: 'Students', values: [1, 3, 0] },
  ],
}

describe('chart data', () => {
  it('keeps the given order by name', () => {
    expect(sorted(data, 'name')).toBe(data)
  })

  it('sorts by the first series, largest first, ties by name, moving every series along', () => {
    expect(tableRows(sorted(data, 'count'))).toEqual([
      ['Bolo', 7, 3],
      ['Ajos', 2, 1],
      ['Catumbo', 2, 0],
    ])
  })
})
