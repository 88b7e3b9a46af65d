import type { TFunction } from 'i18next'

import type { Report } from '../api/get-report'

import type { Cell } from './csv'
import { formatShare } from './sex-tables'
import type { TableData } from './table-data'

type HouseholdCounts = Report['by_sex']['households']

const counts = (c: HouseholdCounts): Cell[] => [
  c.households,
  c.members,
  c.average_size === null ? '' : formatShare(c.average_size),
  c.female_headed,
]

/** Households per barangay (issue 25 point 5): how many, their current members (the head included), the
 * average size (as the server rounded it, one decimal; empty without a household) and the female-headed ones,
 * with a total row. */
export function householdTable(report: Report, t: TFunction<'reports'>): TableData {
  const { barangays, households } = report.by_sex
  return {
    columns: [
      t('person-fields:barangay'),
      t('households.households'),
      t('households.members'),
      t('households.averageSize'),
      t('households.femaleHeaded'),
    ],
    rows: [...barangays.map((row) => [row.barangay, ...counts(row.households)]), [t('bySex.total'), ...counts(households)]],
  }
}
