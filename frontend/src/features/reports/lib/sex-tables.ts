import type { TFunction } from 'i18next'

import type { Report } from '../api/get-report'

import type { Cell } from './csv'
import type { TableData } from './table-data'

type BySex = Report['by_sex']
type SexCounts = BySex['total']

/** The registered people as a share of the census population, as the server rounded it (one decimal). */
export function formatShare(share: number): string {
  return share.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

const counts = (c: SexCounts): Cell[] => [c.male, c.female, c.unrecorded, c.total]

function bySex(t: TFunction<'reports'>, header: string, rows: Cell[][], total: SexCounts): TableData {
  return {
    columns: [header, t('pyramid.male'), t('pyramid.female'), t('bySex.notRecorded'), t('bySex.total')],
    rows: [...rows, [t('bySex.total'), ...counts(total)]],
  }
}

/** The three tables by sex (issue 25 point 5), each with a total column and a total row: barangay, tribe (the
 * report's 15 largest, then the others) and the pyramid's 5-year age groups (then age not recorded). */
export function sexTables(report: Report, t: TFunction<'reports'>) {
  const { barangays, tribes, other_tribes, age_groups, total } = report.by_sex
  return {
    barangays: bySex(
      t,
      t('person-fields:barangay'),
      barangays.map((row) => [row.barangay, ...counts(row)]),
      total,
    ),
    tribes: bySex(
      t,
      t('person-fields:lineage'),
      [
        ...tribes.map((row) => [row.label ?? t('notRecorded'), ...counts(row)]),
        ...(other_tribes.total > 0 ? [[t('tribes.other'), ...counts(other_tribes)]] : []),
      ],
      total,
    ),
    ageGroups: bySex(
      t,
      t('bySex.ageGroup'),
      age_groups
        .filter((row) => row.label !== null || row.total > 0)
        .map((row) => [row.label ?? t('bySex.ageNotRecorded'), ...counts(row)]),
      total,
    ),
  }
}

/** Each barangay's registered people and their share of its 2020 census population: the map's numbers. */
export function censusTable(report: Report, t: TFunction<'reports'>): TableData {
  const { barangays, total, census_population, census_share } = report.by_sex
  const share = (value: number | null) => (value === null ? '' : formatShare(value))
  return {
    columns: [t('person-fields:barangay'), t('census.registered'), t('census.population'), t('census.share')],
    rows: [
      ...barangays.map((row) => [row.barangay, row.total, row.census_population ?? '', share(row.census_share)]),
      [t('bySex.total'), total.total, census_population ?? '', share(census_share)],
    ],
  }
}
