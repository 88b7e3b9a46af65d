import type { paths } from '@/lib/api/schema'

type ListQuery = NonNullable<paths['/api/people']['get']['parameters']['query']>
export type SortKey = NonNullable<ListQuery['sort']>
export type SortOrder = NonNullable<ListQuery['order']>

export interface Sort {
  key: SortKey
  order: SortOrder
}

/**
 * A header click: another column starts ascending; the same column goes ascending -> descending -> none
 * (null: the server's default order).
 */
export function nextSort(current: Sort | null, clicked: SortKey): Sort | null {
  if (!current || current.key !== clicked) return { key: clicked, order: 'asc' }
  return current.order === 'asc' ? { key: clicked, order: 'desc' } : null
}

/** The aria-sort of a column header. */
export function ariaSort(current: Sort | null, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none'
  return current.order === 'asc' ? 'ascending' : 'descending'
}
