import type { ReactNode } from 'react'

import { FILTER_GROUPS, type FilterValue } from '../lib/list-filters'

import { INPUT_CLASS } from './form-field'

interface Props {
  canAdd: boolean
  onAdd: () => void
  filter: FilterValue
  onFilterChange: (value: FilterValue) => void
  /** The search box (with its own suggestions). */
  search: ReactNode
  barangays: readonly string[]
  barangay: string
  onBarangayChange: (value: string) => void
  onReset: () => void
}

const LABEL = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-600'

/** Add New (IPMR only), Filter, Search, Barangay and Reset. */
export function MasterListToolbar(props: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {props.canAdd && (
        <button
          type="button"
          onClick={props.onAdd}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Add New
        </button>
      )}
      <div>
        <label htmlFor="people-filter" className={LABEL}>
          Filter
        </label>
        <select
          id="people-filter"
          value={props.filter}
          onChange={(event) => props.onFilterChange(event.target.value as FilterValue)}
          className={`${INPUT_CLASS} w-44`}
        >
          <option value="">All Filters</option>
          {FILTER_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {props.search}
      <div>
        <label htmlFor="people-barangay" className={LABEL}>
          Barangay
        </label>
        <select
          id="people-barangay"
          value={props.barangay}
          onChange={(event) => props.onBarangayChange(event.target.value)}
          className={`${INPUT_CLASS} w-56`}
        >
          <option value="">All Barangay</option>
          {props.barangays.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={props.onReset}
        className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
      >
        Reset
      </button>
    </div>
  )
}
