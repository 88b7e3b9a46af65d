import { describe, expect, it } from 'vitest'

import { exportUrl } from './export-url'

describe('exportUrl', () => {
  it("repeats the list's filters, search, barangay and sort, and leaves the page out", () => {
    const url = exportUrl(
      { category: 'students', gender: 'Female', barangay: 'Bani', q: 'cruz', sort: 'age', order: 'desc', page: 3 },
      { format: 'csv', columns: 'all', list: 'master' },
    )
    expect(url.split('?')[0]).toBe('/api/exports/people')
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      category: 'students',
      gender: 'Female',
      barangay: 'Bani',
      q: 'cruz',
      sort: 'age',
      order: 'desc',
      format: 'csv',
      columns: 'all',
      list: 'master',
    })
  })

  it('leaves out empty values', () => {
    const url = exportUrl(
      { category: '', barangay: '', q: '', status: 'pwd', page: 1 },
      { format: 'xlsx', columns: 'original', list: 'chieftain' },
    )
    expect(url).toBe('/api/exports/people?status=pwd&format=xlsx&columns=original&list=chieftain')
  })
})
