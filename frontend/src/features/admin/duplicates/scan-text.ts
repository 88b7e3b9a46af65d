import type { TFunction } from 'i18next'

import { formatLongDateTime } from '@/lib/audit/format'

import type { DuplicateScan } from './api/get-duplicates'

/** The refresh's progress: 'Looking for duplicates…' until the count of people is known, then 'n of N people'. */
export function progressText(scan: DuplicateScan, t: TFunction<'duplicates'>, language: string): string {
  if (!scan.total) return t('admin.refreshingStart')
  const count = (n: number) => n.toLocaleString(language)
  return t('admin.refreshing', { done: count(scan.done), total: count(scan.total) })
}

/** The last refresh, at the office's (Manila) time like every other time on screen. */
export function scanLine(scan: DuplicateScan | null, total: number, t: TFunction<'duplicates'>, language: string) {
  if (scan === null) return t('admin.neverScanned')
  if (scan.status === 'failed') return t('admin.failed')
  return t('admin.lastScan', { when: formatLongDateTime(scan.updated_at, language), count: total })
}
