import { forwardRef, useMemo, useRef, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

import { SuggestionList, useSuggestionNav } from '@/components/ui/suggestion-list'

/** The tribe names containing `text`, case-insensitive (the spec's substring rule). */
export function matchTribes(tribes: readonly string[], text: string): string[] {
  const needle = text.trim().toLowerCase()
  if (needle === '') return []
  return tribes.filter((tribe) => tribe.toLowerCase().includes(needle))
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  id: string
  value: string
  onChange: (value: string) => void
  tribes: readonly string[]
}

/** Free-text tribe input offering the listed names as suggestions (arrow keys, Enter, Escape, mouse). */
export const TribeInput = forwardRef<HTMLInputElement, Props>(function TribeInput(
  { id, value, onChange, tribes, onBlur, className = '', ...rest },
  forwardedRef,
) {
  const { t } = useTranslation('people')
  const inputRef = useRef<HTMLInputElement | null>(null)
  const matches = useMemo(() => matchTribes(tribes, value), [tribes, value])
  const nav = useSuggestionNav({ items: matches, onPick: (tribe) => onChange(tribe), inputRef })
  const listId = `${id}-suggestions`

  return (
    <div className="relative">
      <input
        {...rest}
        id={id}
        ref={(node) => {
          inputRef.current = node
          if (typeof forwardedRef === 'function') forwardedRef(node)
          else if (forwardedRef) forwardedRef.current = node
        }}
        type="text"
        {...nav.comboboxProps(listId)}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          nav.open()
        }}
        onKeyDown={(event) => {
          nav.onKeyDown(event)
        }}
        onBlur={(event) => {
          nav.close()
          onBlur?.(event)
        }}
        className={className}
      />
      {nav.isOpen && (
        <SuggestionList
          id={listId}
          label={t('tribe_suggestions')}
          items={matches}
          activeIndex={nav.activeIndex}
          getKey={(tribe) => tribe}
          onPick={nav.pick}
          onHover={nav.setActiveIndex}
        >
          {(tribe) => tribe}
        </SuggestionList>
      )}
    </div>
  )
})
