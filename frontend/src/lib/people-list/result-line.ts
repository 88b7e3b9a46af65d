import { pagedResultLine } from '@/lib/result-line'

import { PAGE_SIZE } from './api'

/** The count line above both lists: 'Showing 51–100 of 3,000 people'. */
export function resultLine(page: number, shown: number, total: number): string {
  return pagedResultLine(page, PAGE_SIZE, shown, total, { one: 'person', many: 'people' }, 'No people to show')
}
