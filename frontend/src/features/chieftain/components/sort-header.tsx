import { ariaSort, type Sort, type SortKey } from '../lib/sort-cycle'

interface Props {
  label: string
  sortKey: SortKey
  sort: Sort | null
  onSort: (key: SortKey) => void
}

/** A column header whose button cycles the server's sort: ascending, descending, none. */
export function SortHeader({ label, sortKey, sort, onSort }: Props) {
  const state = ariaSort(sort, sortKey)
  return (
    <th scope="col" aria-sort={state} className="whitespace-nowrap px-3 py-2 font-semibold">
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 uppercase tracking-wide hover:bg-white/15"
      >
        {label}
        <span aria-hidden="true" className={state === 'none' ? 'opacity-40' : ''}>
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
