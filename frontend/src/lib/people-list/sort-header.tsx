import { ariaSort, type ListColumn, type Sort, type SortKey } from './sort'

interface Props {
  label: string
  sortKey: SortKey
  sort: Sort | null
  onSort: (key: SortKey) => void
  className?: string
}

/** A column header whose button cycles the server's sort: ascending, descending, none. */
export function SortHeader({ label, sortKey, sort, onSort, className = '' }: Props) {
  const state = ariaSort(sort, sortKey)
  return (
    <th scope="col" aria-sort={state} className={`px-1 py-2 font-semibold ${className}`}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 text-left uppercase hover:bg-white/15"
      >
        {label}
        <SortArrow state={state} />
      </button>
    </th>
  )
}

/** ▲, ▼ or ↕ drawn (not text, so the header's text stays its label). */
function SortArrow({ state }: { state: ReturnType<typeof ariaSort> }) {
  const path = state === 'ascending' ? 'M6 3l4 6H2z' : state === 'descending' ? 'M6 9L2 3h8z' : 'M6 1l3 4H3zM6 11L3 7h6z'
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 shrink-0 ${state === 'none' ? 'opacity-40' : ''}`} fill="currentColor">
      <path d={path} />
    </svg>
  )
}

interface HeadProps {
  columns: readonly ListColumn[]
  sort: Sort | null
  onSort: (key: SortKey) => void
  /** Added to every header cell (e.g. a taller row). */
  className?: string
  /** A plain (not sortable) column's own classes. */
  plainClass?: (column: ListColumn) => string
}

/** A list table's header row: sortable columns as SortHeaders, the others plain. */
export function ListHead({ columns, sort, onSort, className = '', plainClass = () => '' }: HeadProps) {
  return (
    <thead className="sticky top-0 z-10 bg-brand-800 text-xs uppercase text-white">
      <tr>
        {columns.map((column) =>
          column.sortKey ? (
            <SortHeader key={column.id} label={column.label} sortKey={column.sortKey} sort={sort} onSort={onSort} className={className} />
          ) : (
            <th key={column.id} scope="col" className={`px-1 py-2 font-semibold ${className} ${plainClass(column)}`}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  )
}
