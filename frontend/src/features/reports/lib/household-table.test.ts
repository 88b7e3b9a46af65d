import { i18n } from '@/lib/i18n'

import { REPORT } from '../test/report-fixture'

import { householdTable } from './household-table'

it('counts the households of each barangay, their members, average size and female heads, with a total row', () => {
  expect(householdTable(REPORT, i18n.getFixedT('en', 'reports'))).toEqual({
    columns: ['Barangay', 'Households', 'Members', 'Average size', 'Female-headed'],
    rows: [
      ['Ajos', 30, 118, '3.9', 7],
      ['Bolo', 8, 29, '3.6', 2],
      ['Total', 38, 147, '3.9', 9],
    ],
  })
})

it('leaves the average of a barangay without households empty (and says it all in Filipino)', () => {
  const none = { households: 0, members: 0, average_size: null, female_headed: 0 }
  const report = {
    ...REPORT,
    by_sex: { ...REPORT.by_sex, barangays: [{ ...REPORT.by_sex.barangays[1], households: none }], households: none },
  }
  expect(householdTable(report, i18n.getFixedT('fil', 'reports'))).toEqual({
    columns: ['Barangay', 'Mga sambahayan', 'Mga miyembro', 'Karaniwang laki', 'Pinamumunuan ng babae'],
    rows: [
      ['Bolo', 0, 0, '', 0],
      ['Kabuuan', 0, 0, '', 0],
    ],
  })
})
