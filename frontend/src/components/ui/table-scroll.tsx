import type { ReactNode } from 'react'

/**
 * A wide table's horizontal scroller: a labelled region that takes keyboard focus, so a keyboard user can
 * scroll it even when it holds no controls (an empty list).
 *
 * `relative` makes it the containing block of absolutely positioned content (the `sr-only` texts in the rows'
 * buttons): without it they are placed against the page, escape the scroller's clipping, and stretch a phone's
 * page to the table's full width (the 1,354 px wide Chieftain list of issue 7).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {children}
    </div>
  )
}
