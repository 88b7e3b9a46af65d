import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FILTERS, type FilterId } from '@/lib/people-list/filters'

/** The chieftain's menu: everyone, a gender or a status (the legal basis is the records office's matter). */
const MENU = FILTERS.filter((option) => option.group !== 'Privacy')

interface Props {
  value: FilterId
  onChange: (id: FilterId) => void
  onReset: () => void
}

/** "Filters": a menu of one-choice filters (All Filters, gender, status) and Reset Filter. */
export function FilterMenu({ value, onChange, onReset }: Props) {
  const { t } = useTranslation('chieftain')
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const active = FILTERS.find((option) => option.id === value)

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus()
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function choose(action: () => void) {
    action()
    close()
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])
    const index = items.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      items[(moves[event.key] + items.length) % items.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  const item = 'flex w-full cursor-pointer items-center gap-2 px-3 py-2 text-left text-sm hover:bg-stone-100 focus:bg-brand-50 focus:outline-none'
  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        {t('filters')}
        {active && active.id !== 'all' && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{active.label}</span>
        )}
      </Button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('filters')}
          onKeyDown={onMenuKeyDown}
          className="absolute left-0 top-full z-30 mt-1 w-52 rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {MENU.map((option) => (
            <li key={option.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.id === value}
                tabIndex={-1}
                onClick={() => choose(() => onChange(option.id))}
                className={item}
              >
                <span aria-hidden="true" className="w-4 text-brand-700">
                  {option.id === value ? '✓' : ''}
                </span>
                {option.label}
              </button>
            </li>
          ))}
          <li role="separator" className="my-1 border-t border-stone-200" />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(onReset)} className={`${item} font-semibold text-red-800`}>
              <span aria-hidden="true" className="w-4" />
              {t('reset_filter')}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
