import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Open dialogs, innermost last: only the top one reacts to Escape and keeps focus. */
const stack: RefObject<HTMLElement | null>[] = []
let scrollLocks = 0
let savedOverflow = ''

function focusables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  )
}

function lockScroll() {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
}

function unlockScroll() {
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow
}

interface Options {
  open: boolean
  onClose: () => void
  panelRef: RefObject<HTMLElement | null>
  initialFocusRef?: RefObject<HTMLElement | null>
}

/** Escape to close, Tab trapped inside, body scroll locked, focus returned on close. */
export function useDialogBehaviour({ open, onClose, panelRef, initialFocusRef }: Options) {
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    stack.push(panelRef)
    lockScroll()
    const panel = panelRef.current
    if (panel) (initialFocusRef?.current ?? focusables(panel)[0] ?? panel).focus()

    const isTop = () => stack[stack.length - 1] === panelRef

    function onKeyDown(event: KeyboardEvent) {
      const current = panelRef.current
      if (!isTop() || !current) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        onCloseRef.current()
      } else if (event.key === 'Tab') {
        const items = focusables(current)
        if (items.length === 0) {
          event.preventDefault()
          current.focus()
          return
        }
        const first = items[0]
        const last = items[items.length - 1]
        const active = document.activeElement
        if (event.shiftKey && (active === first || !current.contains(active))) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && (active === last || !current.contains(active))) {
          event.preventDefault()
          first.focus()
        }
      }
    }

    function onFocusIn(event: FocusEvent) {
      const current = panelRef.current
      if (!isTop() || !current || !(event.target instanceof Node)) return
      if (!current.contains(event.target)) (focusables(current)[0] ?? current).focus()
    }

    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn)
      const index = stack.lastIndexOf(panelRef)
      if (index !== -1) stack.splice(index, 1)
      unlockScroll()
      if (opener && opener.isConnected) opener.focus()
    }
  }, [open, panelRef, initialFocusRef])
}
