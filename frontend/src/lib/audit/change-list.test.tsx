import { render, screen } from '@testing-library/react'

import { i18n } from '@/lib/i18n'

import { ChangeList } from './change-list'

/** As the server records an export (katutubo.exports.service.record_export). */
const EXPORT = {
  list: [null, 'master'],
  filters: [null, { category: 'students', barangay: 'Ajos', status: 'pwd', q: 'cruz', sort: 'name', order: 'asc' }],
  format: [null, 'csv'],
  columns: [null, 'all'],
  rows: [null, 12],
}

function lines(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '')
}

describe("an audit event's changes", () => {
  it('shows an export as facts, its filters in words, with no "(empty) →"', () => {
    render(<ChangeList changes={EXPORT} action="people.exported" />)
    expect(lines()).toEqual([
      'Exported list: Master List',
      'Filters: Barangay: Ajos; Category: Total Students; Status: PWD; Search: “cruz”; sorted by Name, ascending',
      'File type: csv',
      'Columns: All columns',
      'Rows: 12',
    ])
  })

  it("shows an export's filters in Filipino", async () => {
    await i18n.changeLanguage('fil')
    const filters = { gender: 'Female', barangay: 'Ajos', sort: 'age', order: 'desc' }
    render(<ChangeList changes={{ filters: [null, filters] }} action="people.exported" />)
    expect(lines()).toEqual(['Mga filter: Barangay: Ajos; Kasarian: Babae; ayon sa Edad, pababa'])
  })

  it('shows a child added beside one already linked as what changed', () => {
    const ana = 'Dela Cruz, Ana (#4)'
    const rosa = 'Dela Cruz, Rosa (#5)'
    render(<ChangeList changes={{ children: [[ana], [ana, rosa]] }} action="person.linked" />)
    expect(lines()).toEqual([`Children: ${ana} → ${ana}, ${rosa}`])
  })
})
