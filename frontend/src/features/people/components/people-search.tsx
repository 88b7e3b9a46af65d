import { useMemo, useRef } from 'react'

import { FallbackImage } from '@/components/ui/fallback-image'
import { SuggestionList, suggestionOptionId, useSuggestionNav } from '@/components/ui/suggestion-list'

import { useSuggestions } from '../api/get-suggestions'
import type { NameSuggestion } from '../api/types'

import { INPUT_CLASS } from './form-field'

export const MAX_NAME_SUGGESTIONS = 6
export const MAX_BARANGAY_SUGGESTIONS = 4

export type SearchSuggestion =
  | { kind: 'name'; key: string; person: NameSuggestion }
  | { kind: 'barangay'; key: string; barangay: string }

interface Props {
  value: string
  onChange: (text: string) => void
  /** The debounced text the suggestions are fetched for. */
  suggestFor: string
  /** Enter with no suggestion highlighted: search the typed text now. */
  onSubmit: () => void
  onPickName: (person: NameSuggestion) => void
  onPickBarangay: (barangay: string) => void
}

const LIST_ID = 'people-search-suggestions'

/** Search box with name and barangay suggestions, each with a type badge; arrows, Enter and Escape work. */
export function PeopleSearch({ value, onChange, suggestFor, onSubmit, onPickName, onPickBarangay }: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const data = useSuggestions(suggestFor)
  const items = useMemo<SearchSuggestion[]>(() => {
    if (!data || value.trim() === '') return []
    return [
      ...data.names.slice(0, MAX_NAME_SUGGESTIONS).map((person) => ({ kind: 'name' as const, key: `n${person.id}`, person })),
      ...data.barangays
        .slice(0, MAX_BARANGAY_SUGGESTIONS)
        .map((barangay) => ({ kind: 'barangay' as const, key: `b${barangay}`, barangay })),
    ]
  }, [data, value])
  const nav = useSuggestionNav({
    items,
    inputRef,
    onPick: (item) => (item.kind === 'name' ? onPickName(item.person) : onPickBarangay(item.barangay)),
  })

  return (
    <div className="relative">
      <label htmlFor="people-search" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-600">
        Search
      </label>
      <input
        ref={inputRef}
        id="people-search"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Name, barangay, tribe, age"
        aria-autocomplete="list"
        aria-expanded={nav.isOpen}
        aria-controls={nav.isOpen ? LIST_ID : undefined}
        aria-activedescendant={nav.activeIndex >= 0 ? suggestionOptionId(LIST_ID, nav.activeIndex) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          nav.open()
        }}
        onFocus={nav.open}
        onBlur={nav.close}
        onKeyDown={(event) => {
          if (nav.onKeyDown(event)) return
          if (event.key === 'Enter') {
            event.preventDefault()
            nav.close()
            onSubmit()
          }
        }}
        className={`${INPUT_CLASS} w-80`}
      />
      {nav.isOpen && (
        <SuggestionList
          id={LIST_ID}
          label="Search suggestions"
          items={items}
          activeIndex={nav.activeIndex}
          getKey={(item) => item.key}
          onPick={nav.pick}
          onHover={nav.setActiveIndex}
          className="w-96"
        >
          {(item) =>
            item.kind === 'name' ? (
              <span className="flex items-center gap-3">
                <FallbackImage src={item.person.thumb_url} alt="" className="h-8 w-8 shrink-0 rounded-full" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.person.name}</span>
                  <span className="block truncate text-xs text-stone-500">
                    {[item.person.lineage, item.person.barangay, item.person.age ?? null].filter((part) => part !== null && part !== '').join(' · ')}
                  </span>
                </span>
                <Badge>Name</Badge>
              </span>
            ) : (
              <span className="flex items-center gap-3">
                <span className="min-w-0 flex-1 truncate font-medium">{item.barangay}</span>
                <Badge>Barangay</Badge>
              </span>
            )
          }
        </SuggestionList>
      )}
    </div>
  )
}

function Badge({ children }: { children: string }) {
  return (
    <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-stone-600">
      {children}
    </span>
  )
}
