import { useEffect, useMemo, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { usePeopleSuggestions, type NameSuggestion } from '@/lib/api/people-suggestions'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const SUGGEST_AFTER_MS = 220

interface Props {
  /** The search box's id (the focus returns to it when the choice is cleared). */
  inputId: string
  label: string
  placeholder: string
  listLabel: string
  /** The chosen person's name as shown, or null while none is chosen (the search box shows). */
  chosen: string | null
  /** The button that clears the choice ('Show every record', 'Choose another person'). */
  clearText: string
  onPick: (person: NameSuggestion) => void
  onClear: () => void
  /** A field's message, shown under the box or the name (and describing the box). */
  error?: string
}

/**
 * One registered person chosen by name: a search over the registry (as the master list suggests people), then
 * the chosen name with a button to choose again. The keyboard focus follows to what replaced what it was on.
 */
export function PersonChoice({ inputId, label, placeholder, listLabel, chosen, clearText, onPick, onClear, error }: Props) {
  const [text, setText] = useState('')
  const [term] = useDebouncedValue(text.trim(), SUGGEST_AFTER_MS)
  const suggestions = usePeopleSuggestions(term, text)
  const names = useMemo(
    () => suggestions.items.flatMap((item) => (item.kind === 'name' ? [item.person] : [])),
    [suggestions.items],
  )
  const clearRef = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  const isChosen = chosen !== null
  const errorId = error ? `${inputId}-error` : undefined
  const after = error && (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  )
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    if (isChosen) clearRef.current?.focus()
    else document.getElementById(inputId)?.focus()
  }, [isChosen, inputId])

  if (isChosen) {
    return (
      <div className="flex flex-col">
        <span className="mb-1 text-sm font-medium text-stone-800">{label}</span>
        <div className="flex min-h-11 flex-wrap items-center gap-2 rounded-lg border border-stone-300 bg-stone-50 px-3 py-1.5">
          <span className="min-w-0 flex-1 break-words text-sm text-stone-900">{chosen}</span>
          <Button
            ref={clearRef}
            variant="ghost"
            className="min-h-9 px-2"
            onClick={() => {
              moved.current = true
              onClear()
            }}
          >
            {clearText}
          </Button>
        </div>
        {after}
      </div>
    )
  }
  return (
    <div>
      <SearchCombobox<NameSuggestion>
        id={inputId}
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        items={names}
        state={suggestions.state}
        getKey={(person) => String(person.id)}
        onPick={(person) => {
          setText('')
          moved.current = true
          onPick(person)
        }}
        listLabel={listLabel}
        errorId={errorId}
      >
        {(person) => (
          <span className="block min-w-0">
            <span className="block truncate font-medium">{person.name}</span>
            <span className="block truncate text-xs text-stone-600">{person.barangay}</span>
          </span>
        )}
      </SearchCombobox>
      {after}
    </div>
  )
}
