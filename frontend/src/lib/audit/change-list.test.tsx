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
      'From the list: Master List',
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
  it("shows a merge's link not moved, as recorded with its code, in Filipino", async () => {
    await i18n.changeLanguage('fil')
    const reason = { code: 'kinship.own_ancestor', params: { name: 'Gloria Santos' }, message: 'This link would make Gloria Santos their own ancestor.' }
    const note = {
      code: 'kinship.not_moved_mother',
      params: { relative: 'Ana Dela Cruz', person: 'Gloria Santos', reason: reason.message },
      message: `Ana Dela Cruz was not linked as the mother of Gloria Santos: ${reason.message}`,
      reason,
    }
    render(<ChangeList changes={{ links_not_moved: [null, [note]] }} action="person.merged" />)
    expect(lines()[0]).toContain(
      'Hindi po naiugnay si Ana Dela Cruz bilang ina ni Gloria Santos: Dahil sa ugnayang ito, magiging ninuno ni Gloria Santos ang sarili niya.',
    )
  })
})
