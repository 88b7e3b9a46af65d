import { Pager } from '@/components/ui/pager'
import { SelectField } from '@/components/ui/select-field'

import { PAGE_SIZE, useList } from './api/get-list'
import { ChieftainSearch } from './components/chieftain-search'
import { ChieftainTable } from './components/chieftain-table'
import { FilterMenu } from './components/filter-menu'
import { useListState } from './hooks/use-list-state'
import { resultLine } from './lib/format'
import { emptyText, listTitle } from './lib/title'

interface Props {
  /** The 46 barangay names for the dropdown, in the spec's order. */
  barangays: readonly string[]
  /** Opens a person's profile (the app composes the people feature's modal). */
  onOpenProfile: (personId: number) => void
}

/** /super-admin: every Indigenous Person of the municipality, filtered, searched, sorted and paged by the server. */
export function ChieftainListPage({ barangays, onOpenProfile }: Props) {
  const state = useListState()
  const list = useList(state.params)
  const people = list.data?.items ?? []
  const total = list.data?.total ?? 0
  const loading = list.isPending || list.isPlaceholderData
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))

  return (
    <main className="mx-auto max-w-[1400px] space-y-5 p-4 sm:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-brand-900">{listTitle(state)}</h1>
        <p role="status" className="text-sm text-stone-600">
          {list.isPending ? 'Loading…' : resultLine(state.params.page, PAGE_SIZE, people.length, total)}
        </p>
      </header>

      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Barangay"
          value={state.barangay}
          onChange={(event) => state.setBarangay(event.target.value)}
          options={[{ value: '', label: 'All Barangays' }, ...barangays.map((name) => ({ value: name, label: name }))]}
          className="w-full sm:w-64"
        />
        <FilterMenu value={state.filter} onChange={state.setFilter} onReset={state.reset} />
        <ChieftainSearch
          value={state.text}
          onChange={state.setText}
          term={state.term}
          onSearchNow={state.searchNow}
          onPickName={onOpenProfile}
          onPickBarangay={state.pickBarangay}
        />
      </div>

      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load the list.{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      )}

      <ChieftainTable
        people={list.isError ? [] : people}
        firstNumber={(state.params.page - 1) * PAGE_SIZE + 1}
        loading={loading && !list.isError}
        emptyText={emptyText(state.barangay)}
        sort={state.sort}
        onSort={state.sortBy}
        onView={onOpenProfile}
      />

      {pageCount > 1 && <Pager page={state.params.page} pageCount={pageCount} onPage={state.setPage} />}
    </main>
  )
}
