import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `delayMs`. The setter applies a value at once
 * (e.g. Enter in a search box), skipping the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (value: T) => void] {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return [debounced, setDebounced]
}
