import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A screen's view (its filters and page) kept in the query string: shareable, and restored by Back and reload.
 * Each screen says how its view reads from and writes to the parameters; these are the pieces they share.
 */

/** `params` with `values` written in: an empty value removes its parameter; parameters not named are kept. */
export function withParams(params: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value)
    else next.delete(name)
  }
  return next
}

/** A page number as written in the address: a whole number above 1, anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** Page 1 is the default, so it is left out of the address. */
export function writePage(page: number): string {
  return page > 1 ? String(page) : ''
}

/** A change of view: a change of anything but the page starts again at page 1. */
export function changeView<V extends { page: number }>(view: V, change: Partial<V>): V {
  const next = { ...view, ...change }
  const same = (Object.keys(change) as (keyof V)[]).every(
    (key) => key === 'page' || JSON.stringify(view[key]) === JSON.stringify(next[key]),
  )
  return same ? next : { ...next, page: change.page ?? 1 }
}

/**
 * The view in the address and a way to change it. A change pushes a history entry, so Back steps back through
 * the filters, sorts and pages the person went through (and then leaves the screen); `{ replace: true }` for a
 * change that only refines the last one (a search being typed). `read` and `write` should be stable (module
 * functions).
 */
export function useUrlView<V extends { page: number }>(
  read: (params: URLSearchParams) => V,
  write: (params: URLSearchParams, view: V) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  // The address as last written: a second change before the screen renders again (the search's pause, then Enter,
  // on a busy phone) builds on the first instead of on the address the screen last drew.
  const written = useRef(searchParams)
  useEffect(() => {
    written.current = searchParams
  }, [searchParams])
  const update = useCallback(
    (change: Partial<V>, { replace = false }: { replace?: boolean } = {}) => {
      const before = written.current
      const next = write(before, changeView(read(before), change))
      // Nothing changed (Enter on the search already applied): no second history entry for the same view.
      if (next.toString() === before.toString()) return
      written.current = next
      setSearchParams(next, { replace })
    },
    [read, write, setSearchParams],
  )
  return [read(searchParams), update] as const
}
