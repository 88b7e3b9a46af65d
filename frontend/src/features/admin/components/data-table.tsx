import { Fragment, type Key, type ReactNode } from 'react'

import { EmptyCards, EmptyRow } from '@/components/ui/empty-list'
import { TableScroll } from '@/components/ui/table-scroll'

export interface DataColumn<T> {
  /** The header's text (also the column's key). */
  header: string
  cell: (row: T) => ReactNode
  /** Classes of this column's cells (each cell has the frame's padding too). */
  className?: string
  /** The cell names its row (a `<th scope="row">`: e.g. the account's name). */
  rowHeader?: boolean
}

interface Props<T> {
  /** The scroller's and the table's name for assistive technology ('Audit events'). */
  label: string
  columns: readonly DataColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => Key
  rowClassName?: (row: T) => string
  loading: boolean
  /** What the one row says when there is nothing (while not loading). */
  emptyText: string
}

const CELL = 'px-3 py-2 align-top'

/**
 * The administration's list at desktop widths (users, audit trail, Trash): a labelled horizontal scroller, the
 * brand header row, one row per item or a single 'Loading…' / empty row; shown dimmed while the next page loads.
 */
export function DataTable<T>({ label, columns, rows, rowKey, rowClassName, loading, emptyText }: Props<T>) {
  return (
    <TableScroll label={label}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <thead className="bg-brand-800 text-xs tracking-wide text-white uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading && rows.length > 0 ? 'opacity-60' : ''}>
          {rows.length === 0 ? (
            <EmptyRow columns={columns.length} loading={loading} text={emptyText} />
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={`border-t border-stone-200 ${rowClassName?.(row) ?? ''}`}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={`${CELL} font-medium text-stone-900 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={`${CELL} ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}

interface CardsProps<T> {
  label: string
  rows: readonly T[]
  rowKey: (row: T) => Key
  loading: boolean
  emptyText: string
  /** One item's card (an `<li>`). */
  card: (row: T) => ReactNode
}

/** The same list on a phone: a labelled list of cards, or the 'Loading…' / empty text. */
export function DataCards<T>({ label, rows, rowKey, loading, emptyText, card }: CardsProps<T>) {
  if (rows.length === 0) return <EmptyCards loading={loading} text={emptyText} />
  return (
    <ul aria-label={label} aria-busy={loading} className={`space-y-3 ${loading ? 'opacity-60' : ''}`}>
      {rows.map((row) => (
        <Fragment key={rowKey(row)}>{card(row)}</Fragment>
      ))}
    </ul>
  )
}
