import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { SearchCombobox } from '@/components/ui/search-combobox'
import { usePeopleSuggestions, type NameSuggestion } from '@/lib/api/people-suggestions'
import { personName } from '@/lib/person-name'
import { useDebouncedValue } from '@/lib/use-debounced-value'

interface Props {
  label: string
  chosen: NameSuggestion | null
  onChoose: (person: NameSuggestion | null) => void
  /** People who may not be chosen (already members). */
  exclude?: readonly number[]
}

/** Find a person of the registry by name (arrows, Enter, Escape); the choice shows as a chip with 'Change'. */
export function PersonPicker({ label, chosen, onChoose, exclude = [] }: Props) {
  const { t } = useTranslation('households')
  const id = useId()
  const [text, setText] = useState('')
  const [term] = useDebouncedValue(text.trim(), 250)
  const { items, state } = usePeopleSuggestions(term, text)
  const names = useMemo(
    () => items.flatMap((item) => (item.kind === 'name' && !exclude.includes(item.person.id) ? [item.person] : [])),
    [items, exclude],
  )
  if (chosen) {
    return (
      <div>
        <p className="mb-1 text-sm font-medium text-stone-800">{label}</p>
        <p className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-stone-900">{personName(chosen, 'display')}</span>
          <span className="text-sm text-stone-600">{chosen.barangay}</span>
          <button type="button" className="min-h-11 rounded px-2 text-sm font-semibold text-brand-800 underline" onClick={() => onChoose(null)}>
            {t('picker.change')}
          </button>
        </p>
      </div>
    )
  }
  return (
    <SearchCombobox<NameSuggestion>
      id={`person-picker-${id}`}
      label={label}
      placeholder={t('picker.placeholder')}
      value={text}
      onChange={setText}
      items={names}
      state={state}
      getKey={(person) => String(person.id)}
      onPick={(person) => {
        onChoose(person)
        setText('')
      }}
      listLabel={label}
    >
      {(person) => (
        <span className="flex flex-col">
          <span className="font-medium">{personName(person, 'display')}</span>
          <span className="text-xs text-stone-600">
            {[person.barangay, person.age !== null ? t('picker.age', { age: person.age }) : null].filter(Boolean).join(' · ')}
          </span>
        </span>
      )}
    </SearchCombobox>
  )
}
