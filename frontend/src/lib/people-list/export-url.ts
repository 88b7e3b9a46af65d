import type { paths } from '@/lib/api/schema'

import type { PeopleListParams } from './api'

export type ExportQuery = NonNullable<paths['/api/exports/people']['get']['parameters']['query']>
export type ExportFormat = NonNullable<ExportQuery['format']>
export type ExportColumns = NonNullable<ExportQuery['columns']>
export type ExportList = NonNullable<ExportQuery['list']>

/** The list's query parameters an export repeats: everything but the page (an export holds every page). */
const LIST_KEYS = ['category', 'gender', 'status', 'legal_basis', 'barangay', 'q', 'sort', 'order'] as const

/**
 * The download address of exactly the rows a list shows: made from the same parameters the list fetches its
 * pages with, so the file cannot drift from the screen.
 */
export function exportUrl(
  params: PeopleListParams,
  choice: { format: ExportFormat; columns: ExportColumns; list: ExportList },
): string {
  const query = new URLSearchParams()
  for (const key of LIST_KEYS) {
    const value = params[key]
    if (value) query.set(key, value)
  }
  query.set('format', choice.format)
  query.set('columns', choice.columns)
  query.set('list', choice.list)
  return `/api/exports/people?${query.toString()}`
}
