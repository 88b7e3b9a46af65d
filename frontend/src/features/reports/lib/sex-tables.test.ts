import { i18n } from '@/lib/i18n'

import { REPORT } from '../test/report-fixture'

import { censusTable, sexTables } from './sex-tables'

const t = i18n.getFixedT('en', 'reports')

it('gives every table by sex a total column and a total row', () => {
  const { barangays, tribes, ageGroups } = sexTables(REPORT, t)
  expect(barangays.columns).toEqual(['Barangay', 'Male', 'Female', 'Sex not recorded', 'Total'])
  expect(barangays.rows).toEqual([
    ['Ajos', 55, 65, 0, 120],
    ['Bolo', 15, 15, 0, 30],
    ['Total', 70, 80, 0, 150],
  ])
  expect(tribes.rows).toEqual([
    ['Aeta', 70, 80, 0, 150],
    ['Total', 70, 80, 0, 150],
  ])
  expect(ageGroups.columns[0]).toBe('Age group')
  expect(ageGroups.rows).toEqual([
    ['20-24', 70, 80, 0, 150],
    ['Total', 70, 80, 0, 150],
  ]) // no one without an age: no row for them
})

it('lists the registered people as a share of each census population, and of their sum', () => {
  expect(censusTable(REPORT, t)).toEqual({
    columns: ['Barangay', 'Registered', 'Census population (2020)', 'Share of census population (%)'],
    rows: [
      ['Ajos', 120, 1770, '6.8'],
      ['Bolo', 30, 1587, '1.9'],
      ['Total', 150, 3357, '4.5'],
    ],
  })
})
