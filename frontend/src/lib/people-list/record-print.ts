import { api } from '@/lib/api/client'

import type { PeopleListParams } from './api'
import type { ExportList } from './export-url'

/** The list's parameters the server's count repeats: everything but the page. */
const LIST_KEYS = ['category', 'gender', 'status', 'barangay', 'q', 'sort', 'order'] as const

/**
 * Tells the server a list went to the printer (the audit trail's 'People printed', with its filters and how
 * many people were on paper): the whole list (Print all), or its page on screen (Print list). Printing does not
 * wait for it, and does not stop when it fails.
 */
export function recordPrint(params: PeopleListParams, list: ExportList, which: 'all' | 'page'): void {
  const query: Record<string, string | number> = { list }
  for (const key of LIST_KEYS) {
    const value = params[key]
    if (value) query[key] = value
  }
  if (which === 'page') query.page = params.page
  void api.POST('/api/exports/people/printed', { params: { query } }).catch(() => undefined)
}
