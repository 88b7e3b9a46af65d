import { useTranslation } from 'react-i18next'
import { useRef, useState, type ReactNode } from 'react'

import { SuggestionList, suggestionOptionId, useSuggestionNav } from './suggestion-list'
import { inputClasses } from './text-field'

/** What the box shows under the input when there is nothing to list. */
export type SuggestionState = 'idle' | 'loading' | 'done'

interface Props<T> {
  id: string
  /** The input's label (e.g. "Search"). */
  label: string
  hideLabel?: boolean
  placeholder?: string
  value: string
  onChange: (text: string) => void
  items: readonly T[]
  /** 'loading' shows 'Loading…' and 'done' shows 'No matches' while no items are listed; 'idle' shows nothing. */
  state: SuggestionState
  getKey: (item: T) => string
  onPick: (item: T) => void
  /** Enter with no suggestion highlighted. */
  onEnter?: () => void
  listLabel?: string
  children: (item: T, active: boolean) => ReactNode
  className?: string
  inputClassName?: string
  listClassName?: string
  /** The id of a message that describes the box (a field's error): the box is then invalid. */
  errorId?: string
}

/**
 * A search input with a suggestion listbox (combobox pattern): ArrowDown/ArrowUp move, Enter picks,
 * Escape closes; 'Loading…' and 'No matches' are announced politely.
 */
export function SearchCombobox<T>({
  id,
  label,
  hideLabel = false,
  placeholder,
  value,
  onChange,
  items,
  state,
  getKey,
  onPick,
  onEnter,
  listLabel = 'Suggestions',
  children,
  className = '',
  inputClassName = '',
  listClassName = '',
  errorId,
}: Props<T>) {
  const { t } = useTranslation('common')
  const inputRef = useRef<HTMLInputElement>(null)
  const [engaged, setEngaged] = useState(false)
  const nav = useSuggestionNav({ items, inputRef, onPick })
  const listId = `${id}-listbox`
  const typed = value.trim() !== ''
  const message = !typed || !engaged || items.length > 0 ? null : state === 'loading' ? t('loading') : state === 'done' ? t('no_matches') : null

  function open() {
    setEngaged(true)
    nav.open()
  }

  function close() {
    setEngaged(false)
    nav.close()
  }

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-stone-800'}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        aria-expanded={nav.isOpen}
        aria-controls={nav.isOpen ? listId : undefined}
        aria-activedescendant={nav.isOpen && nav.activeIndex >= 0 ? suggestionOptionId(listId, nav.activeIndex) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          open()
        }}
        onFocus={open}
        onBlur={close}
        onKeyDown={(event) => {
          if (nav.onKeyDown(event)) {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') setEngaged(false)
            return
          }
          if (event.key === 'Escape' && message) {
            event.preventDefault()
            close()
          } else if (event.key === 'Enter' && onEnter) {
            event.preventDefault()
            close()
            onEnter()
          }
        }}
        className={`${inputClasses} ${errorId ? 'border-red-500' : 'border-stone-300'} ${inputClassName}`}
      />
      {nav.isOpen && (
        <SuggestionList
          id={listId}
          label={listLabel}
          items={items}
          activeIndex={nav.activeIndex}
          getKey={getKey}
          onPick={(item) => {
            setEngaged(false)
            nav.pick(item)
          }}
          onHover={nav.setActiveIndex}
          className={listClassName}
        >
          {children}
        </SuggestionList>
      )}
      <div role="status" aria-live="polite" className={message ? 'absolute left-0 right-0 top-full z-30 mt-1' : 'sr-only'}>
        {message && (
          <p className="rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm text-stone-600 shadow-lg">{message}</p>
        )}
      </div>
    </div>
  )
}
