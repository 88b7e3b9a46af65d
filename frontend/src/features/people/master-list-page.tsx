import { useRef, useState } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'

import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { editsRecords } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/session'
import { draftPerson } from '@/lib/offline/draft'
import type { OutboxEntry } from '@/lib/offline/outbox'
import { WaitingToSync } from '@/lib/offline/waiting-list'
import { pageSpan, usePeopleList, usePrefetchNextPage } from '@/lib/people-list/api'
import { ListActions } from '@/lib/people-list/list-actions'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { resultLine } from '@/lib/people-list/result-line'
import { PeopleListSearch } from '@/lib/people-list/search-box'
import { useListView } from '@/lib/people-list/use-list-view'
import { useProfileInAddress } from '@/lib/profile-in-address'

import { useScopedReference } from './api/get-scoped-reference'
import type { Person } from './api/types'
import { DeletePersonModal } from './components/delete-person-modal'
import { MasterListToolbar } from './components/master-list-toolbar'
import { PeopleCards } from './components/people-cards'
import { PeopleTable } from './components/people-table'
import { PersonFormModal } from './components/person-form-modal'
import { ProfileModal } from './components/profile-modal'
import { categoryTitle, resolveCategory, type Category } from './lib/categories'
import { searchTextForName } from './lib/search-text'

/** The spec's debounce of the master list's search box. */
export const SEARCH_DEBOUNCE_MS = 220

/** The total-population family of screens; the category comes from ?category=, the route parameter or the route. */
export function MasterListPage() {
  const { pathname } = useLocation()
  const { category: routeCategory } = useParams()
  const [searchParams] = useSearchParams()
  const category = resolveCategory(pathname, searchParams.get('category'), routeCategory)
  // A new category is a new list: nothing selected, no dialog open. The other controls live in the address.
  return <MasterList key={category ?? '?'} category={category} />
}

function MasterList({ category }: { category: Category | undefined }) {
  const { t } = useTranslation('people')
  const { user } = useSession()
  // The IPMR saves; an encoder's Add, Edit and Delete are proposals for the IPMR's approval (the list stays as it is).
  const canEdit = editsRecords(user)
  const reference = useScopedReference()
  const barangays = reference.data?.barangays ?? []
  const filters = useListView({ debounceMs: SEARCH_DEBOUNCE_MS, barangays, defaultSort: { key: 'name', order: 'asc' } })
  const params = { ...filters.params, category: category ?? '' }
  const people = usePeopleList(params, { enabled: filters.ready || reference.isError })
  const loading = people.isPending || people.isPlaceholderData
  const total = people.data?.total ?? 0
  const items = loading ? [] : (people.data?.items ?? [])
  const { firstNumber, pageCount } = pageSpan(params.page, total)
  usePrefetchNextPage(params, people.data?.total, !loading)
  const phone = usePhoneLayout()

  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [formTarget, setFormTarget] = useState<'add' | Person | null>(null)
  const [draft, setDraft] = useState<OutboxEntry | null>(null)
  const [deleting, setDeleting] = useState<Person | null>(null)
  const profile = useProfileInAddress()
  const { toasts, notify, dismiss } = useToasts()

  const headerRef = useRef<HTMLElement>(null)
  function goToPage(page: number) {
    filters.setPage(page)
    headerRef.current?.scrollIntoView?.({ block: 'start' })
  }

  const title = categoryTitle(category)
  return (
    <main data-print="list" className="mx-auto max-w-[1600px] space-y-5 p-4 sm:p-6">
      <header ref={headerRef} className="scroll-mt-20 space-y-1">
        <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
        <p role="status" className="text-sm text-stone-600">
          {loading ? t('loading') : resultLine(params.page, items.length, total, people.data?.total_capped, people.data?.kept)}
        </p>
        <ListActions params={params} list="master" total={loading || people.isError ? undefined : total} shown={items.length} />
      </header>

      <MasterListToolbar
        canAdd={canEdit}
        onAdd={() => setFormTarget('add')}
        filter={filters.filter}
        onFilterChange={filters.setFilter}
        search={
          <PeopleListSearch
            id="people-search"
            placeholder={t('name_barangay_tribe_age')}
            showAge
            value={filters.text}
            onChange={filters.setText}
            term={filters.term}
            onSearchNow={() => filters.searchNow()}
            onPickName={(person) => {
              filters.searchNow(searchTextForName(person.name))
              setSelectedId(person.id)
            }}
            onPickBarangay={filters.pickBarangay}
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

      {canEdit && (
        <WaitingToSync
          onCorrect={(entry) => {
            setDraft(entry)
            setFormTarget(entry.kind === 'create' ? 'add' : draftPerson(entry))
          }}
        />
      )}

      {people.isError && (
        <LoadError what="the list" error={people.error} onRetry={() => void people.refetch()} />
      )}

      {phone ? (
        <PeopleCards
          people={items}
          firstNumber={firstNumber}
          loading={loading && !people.isError}
          canEdit={canEdit}
          onView={(person) => profile.open(person.id)}
          onEdit={(person) => setFormTarget(person)}
          onDelete={setDeleting}
        />
      ) : (
        <PeopleTable
          people={items}
          firstNumber={firstNumber}
          loading={loading && !people.isError}
          selectedId={selectedId}
          onSelect={setSelectedId}
          sort={filters.sort}
          onSort={filters.sortBy}
          canEdit={canEdit}
          onView={(person) => profile.open(person.id)}
          onEdit={(person) => setFormTarget(person)}
          onDelete={setDeleting}
        />
      )}

      {pageCount > 1 && <Pager page={params.page} pageCount={pageCount} onPage={goToPage} />}

      <PersonFormModal
        target={formTarget}
        draft={draft}
        onClose={() => {
          setFormTarget(null)
          setDraft(null)
        }}
        notify={notify}
        onViewPerson={profile.open}
      />
      <DeletePersonModal
        person={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(person) => {
          if (person.id === selectedId) setSelectedId(null)
        }}
        notify={notify}
      />
      <ProfileModal personId={profile.personId} onClose={profile.close} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </main>
  )
}
