import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackImage } from '@/components/ui/fallback-image'
import { Highlight } from '@/components/ui/highlight'
import { SearchCombobox, type SuggestionState } from '@/components/ui/search-combobox'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { useSuggestions } from '../api/get-suggestions'
import type { DashboardSuggestion } from '../api/types'
import { personName } from '@/lib/person-name'

export const SEARCH_DEBOUNCE_MS = 220

/** 'Tribe · Barangay · Age' (the parts that are known). */
export function suggestionDetails(item: DashboardSuggestion): string {
  return [item.lineage, item.barangay, item.age === null ? null : String(item.age)]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' · ')
}

/** Finds anyone by name, tribe, barangay or age; choosing a suggestion opens the full profile. */
export function DashboardSearch({ onOpen }: { onOpen: (personId: number) => void }) {
  const { t } = useTranslation('dashboard')
  const [text, setText] = useState('')
  const typed = text.trim()
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS)
  const query = useSuggestions(q)
  const settled = q === typed && !query.isFetching
  // A failed fetch is quiet: no list, no message. While the answer for the typed text is on its way, the
  // previous answer is not listed (Enter or a click must never pick a person from an older search).
  const items = typed === '' || query.isError || !settled ? [] : (query.data ?? [])
  const state: SuggestionState = typed === '' || query.isError ? 'idle' : settled ? 'done' : 'loading'

  function open(item: DashboardSuggestion) {
    setText('')
    onOpen(item.id)
  }

  return (
    <SearchCombobox
      id="dashboard-search"
      label={t('search')}
      hideLabel
      placeholder={t('searchPlaceholder')}
      value={text}
      onChange={setText}
      items={items}
      state={state}
      getKey={(item) => String(item.id)}
      onPick={open}
      onEnter={() => {
        if (settled && items.length > 0) open(items[0])
      }}
      listLabel={t('people')}
      className="w-full"
      inputClassName="rounded-full pl-4"
    >
      {(item) => (
        <span className="flex items-center gap-3">
          <span aria-hidden="true" className="shrink-0">
            <FallbackImage src={item.thumb_url} alt="" className="h-9 w-9 rounded-full" />
          </span>
          <span className="min-w-0">
            <span className="block truncate font-medium">
              <Highlight text={personName(item, 'display')} query={q} />
            </span>
            <span className="block truncate text-xs text-stone-600">
              <Highlight text={suggestionDetails(item)} query={q} />
            </span>
          </span>
        </span>
      )}
    </SearchCombobox>
  )
}
