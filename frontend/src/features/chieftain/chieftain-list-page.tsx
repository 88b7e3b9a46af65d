import { useTranslation } from 'react-i18next'

import { Pager } from '@/components/ui/pager'
import { SelectField } from '@/components/ui/select-field'
import { pageSpan, usePeopleList } from '@/lib/people-list/api'
import { HouseholdsLink } from '@/lib/people-list/households-link'
import { ListActions } from '@/lib/people-list/list-actions'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { resultLine } from '@/lib/people-list/result-line'
import { PeopleListSearch } from '@/lib/people-list/search-box'
import { useListView } from '@/lib/people-list/use-list-view'
import { useMunicipality } from '@/lib/municipality'

import { ChieftainCards, ChieftainTable } from './components/chieftain-table'
import { FilterMenu } from './components/filter-menu'
import { emptyText, listTitle } from './lib/title'

/** The spec's debounce of the Chieftain list's search box. */
export const SEARCH_DEBOUNCE_MS = 200

interface Props {
  /** The 46 barangay names for the dropdown, in the spec's order. */
  barangays: readonly string[]
  /** Opens a person's profile (the app composes the people feature's modal). */
  onOpenProfile: (personId: number) => void
}

/** /super-admin: every Indigenous Person of the municipality, filtered, searched, sorted and paged by the server. */
export function ChieftainListPage({ barangays, onOpenProfile }: Props) {
  const { t } = useTranslation('chieftain')
  const { t: fieldLabel } = useTranslation('person-fields')
  const state = useListView({ debounceMs: SEARCH_DEBOUNCE_MS, barangays })
  const list = usePeopleList(state.params, { enabled: state.ready })
  const phone = usePhoneLayout()
  const municipality = useMunicipality()
  const people = list.isError ? [] : (list.data?.items ?? [])
  const total = list.data?.total ?? 0
  const loading = (list.isPending || list.isPlaceholderData) && !list.isError
  const { firstNumber, pageCount } = pageSpan(state.params.page, total)
  const Results = phone ? ChieftainCards : ChieftainTable

  return (
    <main data-print="list" className="mx-auto max-w-[1400px] space-y-5 p-4 sm:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-brand-900">{listTitle({ term: state.view.q, barangay: state.barangay, municipality })}</h1>
        <p role="status" className="text-sm text-stone-600">
          {list.isPending ? t('loading') : resultLine(state.params.page, people.length, total, list.data?.total_capped, list.data?.kept)}
        </p>
        <ListActions params={state.params} list="chieftain" total={loading || list.isError ? undefined : total} shown={people.length} />
      </header>

      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={fieldLabel('barangay')}
          value={state.barangay}
          onChange={(event) => state.setBarangay(event.target.value)}
          options={[{ value: '', label: t('allBarangays') }, ...barangays.map((name) => ({ value: name, label: name }))]}
          className="w-full sm:w-64"
        />
        <FilterMenu value={state.filter} onChange={state.setFilter} onReset={state.reset} />
        <PeopleListSearch
          id="chieftain-search"
          placeholder={t('name_barangay_or_tribe')}
          value={state.text}
          onChange={state.setText}
          term={state.term}
          onSearchNow={() => state.searchNow()}
          onPickName={(person) => onOpenProfile(person.id)}
          onPickBarangay={state.pickBarangay}
        />
        <HouseholdsLink barangay={state.barangay} />
      </div>

      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('could_not_load_the_list')}{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            {t('try_again')}
          </button>
        </p>
      )}

      <Results
        people={people}
        firstNumber={firstNumber}
        loading={loading}
        emptyText={emptyText(state.barangay)}
        sort={state.sort}
        onSort={state.sortBy}
        onView={onOpenProfile}
      />

      {pageCount > 1 && <Pager page={state.params.page} pageCount={pageCount} onPage={state.setPage} />}
    </main>
  )
}
