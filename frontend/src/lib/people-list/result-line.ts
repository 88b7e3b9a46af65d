import { i18n } from '@/lib/i18n'
import { pageRange } from '@/lib/result-line'

import { PAGE_SIZE } from './api'

/** The count line above both lists: 'Showing 51–100 of 3,000 people'; a text search matching more than the
 * server counts: 'Showing 1–50 of 10,000+ people' (`capped`, the API's `total_capped`); with no connection, the
 * people kept on this device, said so (`kept`, lib/offline/read-through.ts). */
export function resultLine(page: number, shown: number, total: number, capped = false, kept = false): string {
  if (total === 0) return i18n.t(kept ? 'lists:noneKept' : 'lists:noPeople')
  const range = pageRange(page, PAGE_SIZE, shown, total)
  if (kept) return i18n.t('lists:showingKept', range)
  return capped ? i18n.t('lists:showingCapped', range) : i18n.t('lists:showing', range)
}
