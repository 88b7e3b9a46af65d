import { useRef, useState } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'

import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { useSession } from '@/lib/auth/session'

import { usePeople, usePrefetchNextPage } from './api/get-people'
import { useReference } from './api/get-reference'
import type { Person } from './api/types'
import { DeletePersonModal } from './components/delete-person-modal'
import { MasterListToolbar } from './components/master-list-toolbar'
import { PeopleSearch } from './components/people-search'
import { PeopleTable } from './components/people-table'
import { PersonFormModal } from './components/person-form-modal'
import { ProfileModal } from './components/profile-modal'
import { PAGE_SIZE, useListFilters } from './hooks/use-list-filters'
import { categoryTitle, resolveCategory, type Category } from './lib/categories'
import { formatCount } from './lib/format'
import { searchTextForName } from './lib/list-filters'

/** The total-population family of screens; the category comes from ?category=, the route parameter or the route. */
export function MasterListPage() {
  const { pathname } = useLocation()
  const { category: routeCategory } = useParams()
  const [searchParams] = useSearchParams()
  const category = resolveCategory(pathname, searchParams.get('category'), routeCategory)
  const barangayParam = searchParams.get('barangay')?.trim() ?? ''
  // A new category or ?barangay= is a new list: fresh controls.
  return <MasterList key={`${category}|${barangayParam}`} category={category} barangayParam={barangayParam} />
}

function MasterList({ category, barangayParam }: { category: Category | undefined; barangayParam: string }) {
  const { user } = useSession()
  const canEdit = user?.role === 'ipmr'
  const reference = useReference()
  const barangays = reference.data?.barangays ?? []
  const knownBarangay = barangays.find((name) => name.toLowerCase() === barangayParam.toLowerCase()) ?? ''
  const waitForReference = barangayParam !== '' && reference.isPending

  const filters = useListFilters(category, knownBarangay)
  const people = usePeople(filters.params, { enabled: !waitForReference })
  const loading = people.isPending || people.isPlaceholderData
  const total = people.data?.total ?? 0
  const items = loading ? [] : (people.data?.items ?? [])
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  usePrefetchNextPage(filters.params, people.data?.total, !loading)

  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [formTarget, setFormTarget] = useState<'add' | Person | null>(null)
  const [deleting, setDeleting] = useState<Person | null>(null)
  const [viewingId, setViewingId] = useState<number | null>(null)
  const { toasts, notify, dismiss } = useToasts()

  const headerRef = useRef<HTMLElement>(null)
  function goToPage(page: number) {
    filters.setPage(page)
    headerRef.current?.scrollIntoView?.({ block: 'start' })
  }

  const title = categoryTitle(category)
  return (
    <main className="mx-auto max-w-[1600px] space-y-5 p-4 sm:p-6">
      <header ref={headerRef} className="scroll-mt-20 space-y-1">
        <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
        <p role="status" className="text-sm text-stone-600">
          {loading
            ? 'Loading…'
            : `Showing ${formatCount(items.length)} of ${formatCount(total)} ${total === 1 ? 'person' : 'people'}`}
        </p>
      </header>

      <MasterListToolbar
        canAdd={canEdit}
        onAdd={() => setFormTarget('add')}
        filter={filters.filter}
        onFilterChange={filters.setFilter}
        search={
          <PeopleSearch
            value={filters.searchText}
            onChange={filters.setSearchText}
            suggestFor={filters.q}
            onSubmit={() => filters.searchNow(filters.searchText)}
            onPickName={(person) => {
              filters.searchNow(searchTextForName(person.name))
              setSelectedId(person.id)
            }}
            onPickBarangay={(name) => {
              filters.setBarangay(name)
              filters.searchNow('')
            }}
          />
        }
        barangays={barangays}
        barangay={filters.barangay}
        onBarangayChange={filters.setBarangay}
        onReset={() => {
          filters.reset()
          setSelectedId(null)
        }}
      />

      {people.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load the list: {people.error.message}{' '}
          <button type="button" className="underline" onClick={() => void people.refetch()}>
            Try again
          </button>
        </p>
      )}

      <PeopleTable
        people={items}
        firstNumber={(filters.params.page - 1) * PAGE_SIZE + 1}
        loading={loading && !people.isError}
        selectedId={selectedId}
        onSelect={setSelectedId}
        canEdit={canEdit}
        onView={(person) => setViewingId(person.id)}
        onEdit={(person) => setFormTarget(person)}
        onDelete={setDeleting}
      />

      {total > PAGE_SIZE && (
        <Pager page={filters.params.page} pageCount={pageCount} onPage={goToPage} />
      )}

      <PersonFormModal target={formTarget} onClose={() => setFormTarget(null)} notify={notify} />
      <DeletePersonModal
        person={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(person) => {
          if (person.id === selectedId) setSelectedId(null)
        }}
        notify={notify}
      />
      <ProfileModal personId={viewingId} onClose={() => setViewingId(null)} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </main>
  )
}
