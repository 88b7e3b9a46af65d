import type { TFunction } from 'i18next'

import type { Report } from '../api/get-report'

import type { ChartData } from './chart-data'

type Labelled = { label: string | null; count: number }

function counts(t: TFunction<'reports'>, header: string, items: Labelled[], extra: Labelled[] = []): ChartData {
  const all = [...items, ...extra].filter((item) => item.label !== null || item.count > 0)
  return {
    categoryHeader: header,
    categories: all.map((item) => item.label ?? t('notRecorded')),
    series: [{ name: t('people'), values: all.map((item) => item.count) }],
  }
}

/** The stored values (English, 'No Formal Education') in the interface's language; one not listed as stored. */
function inWords(t: TFunction<'reports'>, group: 'education' | 'civilStatus', items: Labelled[]): Labelled[] {
  return items.map((item) =>
    item.label === null ? item : { ...item, label: t(`value.${group}.${item.label}`, { defaultValue: item.label }) },
  )
}

/** The report's numbers as the page's seven charts (each also its table and CSV); a column of a person's field is
 * headed by its label (`person-fields`). */
export function reportCharts(report: Report, t: TFunction<'reports'>) {
  const pyramid: ChartData = {
    categoryHeader: t('person-fields:age'),
    categories: report.pyramid.map((band) => band.band),
    series: [
      { name: t('pyramid.male'), values: report.pyramid.map((b) => b.male) },
      { name: t('pyramid.female'), values: report.pyramid.map((b) => b.female) },
      { name: t('pyramid.genderNotRecorded'), values: report.pyramid.map((b) => b.unrecorded) },
    ],
  }
  const barangays: ChartData = {
    categoryHeader: t('person-fields:barangay'),
    categories: report.barangays.map((b) => b.barangay),
    series: [{ name: t('people'), values: report.barangays.map((b) => b.total) }],
  }
  const tribes = counts(t, t('person-fields:lineage'), report.tribes, [
    { label: t('tribes.other'), count: report.other_tribes },
  ])
  const education = counts(t, t('education.level'), inWords(t, 'education', report.education))
  const civilStatus = counts(t, t('civilStatus.status'), inWords(t, 'civilStatus', report.civil_status))
  const health = counts(t, t('health.condition'), [
    { label: t('health.with'), count: report.health.with_condition },
    { label: t('health.without'), count: report.health.without_condition },
  ])
  const schooling: ChartData = {
    categoryHeader: t('person-fields:barangay'),
    categories: report.barangays.map((b) => b.barangay),
    series: [
      { name: t('schooling.students'), values: report.barangays.map((b) => b.students) },
      { name: t('schooling.notAttending'), values: report.barangays.map((b) => b.not_attending_school) },
      { name: t('schooling.unemployed'), values: report.barangays.map((b) => b.unemployed) },
    ],
  }
  return { pyramid, barangays, tribes, education, civilStatus, health, schooling }
}
