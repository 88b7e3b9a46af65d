import { i18n } from '@/lib/i18n'

import type { Report } from '../api/get-report'

import { reportCharts } from './report-charts'

const REPORT = {
  pyramid: [],
  barangays: [],
  tribes: [],
  other_tribes: 0,
  education: [
    { label: 'No Formal Education', count: 3 },
    { label: 'High School', count: 2 },
    { label: null, count: 1 },
  ],
  civil_status: [{ label: 'Married', count: 4 }],
  health: { with_condition: 0, without_condition: 0 },
} as unknown as Report

it('names the stored education levels and civil statuses in Filipino', async () => {
  await i18n.changeLanguage('fil')
  const charts = reportCharts(REPORT, i18n.getFixedT('fil', 'reports'))
  expect(charts.education.categories).toEqual(['Walang Pormal na Pag-aaral', 'Hayskul', 'Hindi nakatala'])
  expect(charts.civilStatus.categories).toEqual(['May asawa'])
})

it('keeps them as stored in English', () => {
  const charts = reportCharts(REPORT, i18n.getFixedT('en', 'reports'))
  expect(charts.education.categories).toEqual(['No Formal Education', 'High School', 'Not recorded'])
})
