import { useEffect, useRef, type RefObject } from 'react'

export const CLEAR_DELAY_MS = 100

/**
 * Spec: auth inputs are cleared 100 ms after load (this wipes browser autofill). Skipped once the
 * person has put focus in the form, so a fast typist never loses what they typed.
 */
export function useClearOnLoad(formRef: RefObject<HTMLFormElement | null>, clear: () => void) {
  const clearRef = useRef(clear)
  useEffect(() => {
    clearRef.current = clear
  }, [clear])

  useEffect(() => {
    const form = formRef.current
    let touched = false
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
