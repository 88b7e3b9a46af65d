import { i18n } from '@/lib/i18n'
import { personFieldLabel, type PersonField } from '@/lib/person-fields'

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

/** A list's column: its header read from the catalogue when shown (so a language switch shows at once). */
export type ListColumn = { id: string; readonly label: string; sortKey?: SortKey }

/** The column maker of a list whose headers are `<namespace>:column.<id>`. */
export function columnsOf(namespace: string) {
  return (id: string, sortKey?: SortKey): ListColumn => ({
    id,
    sortKey,
    get label() {
      return i18n.t(`${namespace}:column.${id}`)
    },
  })
}

/** The column of one of a person's fields: its header is the field's label (`person-fields:<field>`), as the form
 * and the profile name it. */
export function fieldColumn(field: PersonField, sortKey?: SortKey): ListColumn {
  return {
    id: field,
    sortKey,
    get label() {
      return personFieldLabel(field)
    },
  }
}
