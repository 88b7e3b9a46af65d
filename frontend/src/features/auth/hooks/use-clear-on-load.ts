import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

export const CLEAR_DELAY_MS = 100

/**
 * Spec: auth inputs are cleared 100 ms after load (this wipes browser autofill). Skipped once the
 * person has put focus in the form, so a fast typist never loses what they typed: watched from before the
 * form is first painted (a layout effect; a plain effect ran after the paint, and a password typed in between
 * was wiped — seen in CI on a busy machine), and counted when focus is already inside it.
 */
export function useClearOnLoad(formRef: RefObject<HTMLFormElement | null>, clear: () => void) {
  const clearRef = useRef(clear)
  useEffect(() => {
    clearRef.current = clear
  }, [clear])

  useLayoutEffect(() => {
    const form = formRef.current
    let touched = form?.contains(document.activeElement) ?? false
    const onFocus = () => {
      touched = true
    }
    form?.addEventListener('focusin', onFocus)
    const timer = window.setTimeout(() => {
      if (!touched) clearRef.current()
    }, CLEAR_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      form?.removeEventListener('focusin', onFocus)
    }
  }, [formRef])
}
