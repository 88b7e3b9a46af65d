import type { PeopleListQuery } from './api'

export type SortKey = NonNullable<PeopleListQuery['sort']>
export type SortOrder = NonNullable<PeopleListQuery['order']>

export interface Sort {
  key: SortKey
  order: SortOrder
}

/**
 * A header click: another column starts ascending; the same column goes ascending -> descending -> none
 * (null: the server's default order, by name).
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
