import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { usePeopleSuggestions, type NameSuggestion } from '@/lib/api/people-suggestions'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const SUGGEST_AFTER_MS = 220
const INPUT_ID = 'audit-person'

interface Props {
  /** The filtered person's id ('' for every record). */
  personId: string
  /** How the trail names that person (from its events), if it does. */
  personLabel: string | null
  onPick: (id: number) => void
  onClear: () => void
}

/**
 * The person filter: a name search over the registry (a person in the Trash or purged is reached through the
 * Record links of the events); once a person is picked, their name and a button to show every record again.
 */
export function PersonFilter({ personId, personLabel, onPick, onClear }: Props) {
  const { t } = useTranslation('admin-audit')
  const [text, setText] = useState('')
  const [term] = useDebouncedValue(text.trim(), SUGGEST_AFTER_MS)
  const suggestions = usePeopleSuggestions(term, text)
  const names = useMemo(
    () => suggestions.items.flatMap((item) => (item.kind === 'name' ? [item.person] : [])),
    [suggestions.items],
  )

  // Picking a person swaps the box for their name and back: the keyboard focus follows to what replaced it.
  const clearRef = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    if (personId) clearRef.current?.focus()
    else document.getElementById(INPUT_ID)?.focus()
  }, [personId])

  if (personId) {
    return (
      <div className="flex flex-col">
        <span className="mb-1 text-sm font-medium text-stone-800">{t('person.label')}</span>
        <div className="flex min-h-11 flex-wrap items-center gap-2 rounded-lg border border-stone-300 bg-stone-50 px-3 py-1.5">
          <span className="min-w-0 flex-1 break-words text-sm text-stone-900">{personLabel ?? t('person.number', { id: personId })}</span>
          <Button
            ref={clearRef}
            variant="ghost"
            className="min-h-9 px-2"
            onClick={() => {
              moved.current = true
              onClear()
            }}
          >
            {t('person.all')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <SearchCombobox<NameSuggestion>
      id={INPUT_ID}
      label={t('person.label')}
      placeholder={t('person.placeholder')}
      value={text}
      onChange={setText}
      items={names}
      state={suggestions.state}
      getKey={(person) => String(person.id)}
      onPick={(person) => {
        setText('')
        moved.current = true
        onPick(person.id)
      }}
      listLabel={t('person.list')}
    >
      {(person) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium">{person.name}</span>
          <span className="block truncate text-xs text-stone-600">{person.barangay}</span>
        </span>
      )}
    </SearchCombobox>
  )
}
