import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { SearchCombobox } from '@/components/ui/search-combobox'
import { usePeopleSuggestions, type NameSuggestion } from '@/lib/api/people-suggestions'
import { personName } from '@/lib/person-name'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const SUGGEST_AFTER_MS = 220

/** An affiant as the dialog holds it: a registered person chosen from the suggestions, or the name typed. */
export interface AffiantChoice {
  person: NameSuggestion | null
  text: string
}

export const NO_AFFIANT: AffiantChoice = { person: null, text: '' }

interface Props {
  number: 1 | 2
  value: AffiantChoice
  onChange: (value: AffiantChoice) => void
  /** People who may not be chosen: the applicant and the other affiant. */
  exclude: readonly number[]
}

/** Affiant 1 or 2: type a name (kept as text) or choose a registered person from the suggestions (arrows, Enter). */
export function AffiantField({ number, value, onChange, exclude }: Props) {
  const { t } = useTranslation('affiants')
  const [term] = useDebouncedValue(value.text.trim(), SUGGEST_AFTER_MS)
  const suggestions = usePeopleSuggestions(value.person ? '' : term, value.person ? '' : value.text)
  const names = useMemo(
    () => suggestions.items.flatMap((item) => (item.kind === 'name' && !exclude.includes(item.person.id) ? [item.person] : [])),
    [suggestions.items, exclude],
  )
  const label = t('field.label', { number })
  const inputId = `affiant-${number}`
  // Choosing swaps the box for the chosen name and back: the keyboard focus follows to what replaced it.
  const changeRef = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  const chosen = value.person !== null
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    if (chosen) changeRef.current?.focus()
    else document.getElementById(inputId)?.focus()
  }, [chosen, inputId])

  if (value.person) {
    return (
      <div>
        <p className="mb-1 text-sm font-medium text-stone-800">{label}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-1.5">
          <span className="font-semibold text-stone-900">{personName(value.person, 'display')}</span>
          <span className="text-sm text-stone-600">{t('field.registered', { barangay: value.person.barangay })}</span>
          <button
            ref={changeRef}
            type="button"
            className="min-h-11 rounded px-2 text-sm font-semibold text-brand-800 underline"
            aria-label={t('field.changeLabel', { number })}
            onClick={() => {
              moved.current = true
              onChange(NO_AFFIANT)
            }}
          >
            {t('field.change')}
          </button>
        </p>
      </div>
    )
  }
  return (
    <div>
      <SearchCombobox<NameSuggestion>
        id={inputId}
        label={label}
        value={value.text}
        onChange={(text) => onChange({ person: null, text })}
        items={names}
        state={suggestions.state}
        getKey={(person) => String(person.id)}
        onPick={(person) => {
          moved.current = true
          onChange({ person, text: '' })
        }}
        onEnter={() => undefined}
        listLabel={t('field.list', { number })}
      >
        {(person) => (
          <span className="flex flex-col">
            <span className="font-medium">{personName(person, 'display')}</span>
            <span className="text-xs text-stone-600">{person.barangay}</span>
          </span>
        )}
      </SearchCombobox>
      <p className="mt-1 text-xs text-stone-600">{t('field.hint')}</p>
    </div>
  )
}
