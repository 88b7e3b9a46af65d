import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'

interface NavOptions<T> {
  items: readonly T[]
  onPick: (item: T) => void
  /** The text input the list belongs to (Escape is taken before an enclosing dialog sees it). */
  inputRef: RefObject<HTMLInputElement | null>
}

/**
 * Keyboard behaviour of a combobox's suggestion list: ArrowDown/ArrowUp move (wrapping), Enter picks the
 * highlighted item, Escape closes the list without closing a surrounding dialog.
 * `onKeyDown` returns true when it handled the key, so the caller can treat a plain Enter itself.
 */
export function useSuggestionNav<T>({ items, onPick, inputRef }: NavOptions<T>) {
  const [isOpen, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const count = items.length
  const expanded = isOpen && count > 0

  // New items: nothing highlighted (adjusted while rendering, not in an effect after it).
  const [shownItems, setShownItems] = useState(items)
  if (shownItems !== items) {
    setShownItems(items)
    setActiveIndex(-1)
  }

  const close = useCallback(() => {
    setOpen(false)
    setActiveIndex(-1)
  }, [])

  // A dialog closes on Escape in the capture phase of `document`; the window's capture phase runs first.
  useEffect(() => {
    if (!expanded) return
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return
      event.preventDefault()
      event.stopPropagation()
      close()
    }
    window.addEventListener('keydown', onEscape, true)
    return () => window.removeEventListener('keydown', onEscape, true)
  }, [expanded, inputRef, close])

  function pick(item: T) {
    close()
    onPick(item)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return false
      event.preventDefault()
      setOpen(true)
      const down = event.key === 'ArrowDown'
      setActiveIndex((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1))
      return true
    }
    if (event.key === 'Enter' && expanded && activeIndex >= 0 && activeIndex < count) {
      event.preventDefault()
      pick(items[activeIndex])
      return true
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
      return true
    }
    return false
  }

  /** The combobox ARIA of the input that owns the list `listId`. */
  function comboboxProps(listId: string) {
    return {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined,
    } as const
  }

  return {
    isOpen: expanded,
    open: () => setOpen(true),
    close,
    activeIndex,
    setActiveIndex,
    onKeyDown,
    pick,
    comboboxProps,
  }
}

interface ListProps<T> {
  id: string
  label: string
  items: readonly T[]
  activeIndex: number
  getKey: (item: T) => string
  onPick: (item: T) => void
  onHover: (index: number) => void
  children: (item: T, active: boolean) => ReactNode
  className?: string
}

export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`
}

/** The listbox under a combobox input; the input keeps focus (aria-activedescendant points here). */
export function SuggestionList<T>({
  id,
  label,
  items,
  activeIndex,
  getKey,
  onPick,
  onHover,
  children,
  className = '',
}: ListProps<T>) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={`absolute left-0 right-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg ${className}`}
    >
      {items.map((item, index) => {
        const active = index === activeIndex
        return (
          // The keyboard picks through the combobox's input (arrows and Enter, aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={getKey(item)}
            id={suggestionOptionId(id, index)}
            role="option"
            aria-selected={active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(item)}
            className={`cursor-pointer px-3 py-2 text-sm ${active ? 'bg-brand-100 text-brand-900' : 'text-stone-800 hover:bg-stone-100'}`}
          >
            {children(item, active)}
          </li>
        )
      })}
    </ul>
  )
}
