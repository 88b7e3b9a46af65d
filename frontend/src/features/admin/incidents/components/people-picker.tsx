import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { usePeopleSuggestions, type NameSuggestion } from '@/lib/api/people-suggestions'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const SUGGEST_AFTER_MS = 220

export interface PickedPerson {
  id: number
  name: string
  barangay: string
}

interface Props {
  picked: readonly PickedPerson[]
  onChange: (people: PickedPerson[]) => void
  error?: string
}

/** The people affected, picked from the registry by name: a search box, then the picked people, each removable. */
export function PeoplePicker({ picked, onChange, error }: Props) {
  const { t } = useTranslation('admin-incidents')
  const [text, setText] = useState('')
  const [term] = useDebouncedValue(text.trim(), SUGGEST_AFTER_MS)
  const suggestions = usePeopleSuggestions(term, text)
  const names = useMemo(
    () =>
      suggestions.items.flatMap((item) =>
        item.kind === 'name' && !picked.some((p) => p.id === item.person.id) ? [item.person] : [],
      ),
    [suggestions.items, picked],
  )
  return (
    <div className="space-y-2">
      <SearchCombobox<NameSuggestion>
        id="incident-people-search"
        label={t('form.pick')}
        placeholder={t('form.pickPlaceholder')}
        value={text}
        onChange={setText}
        items={names}
        state={suggestions.state}
        getKey={(person) => String(person.id)}
        onPick={(person) => {
          setText('')
          onChange([...picked, { id: person.id, name: person.name, barangay: person.barangay }])
        }}
        listLabel={t('form.pickList')}
      >
        {(person) => (
          <span className="block min-w-0">
            <span className="block truncate font-medium">{person.name}</span>
            <span className="block truncate text-xs text-stone-600">{person.barangay}</span>
          </span>
        )}
      </SearchCombobox>
      <p role="status" className="text-sm text-stone-700">
        {picked.length > 0 ? t('form.picked', { count: picked.length }) : t('form.nonePicked')}
      </p>
      {picked.length > 0 && (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {picked.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center gap-2 px-3 py-1.5">
              <span className="min-w-0 flex-1 break-words text-sm">
                {person.name} <span className="text-stone-600">· {person.barangay}</span>
              </span>
              <Button
                variant="ghost"
                className="min-h-9 px-2"
                aria-label={t('form.remove', { name: person.name })}
                onClick={() => onChange(picked.filter((p) => p.id !== person.id))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  )
}
