import type { ReactNode } from 'react'

/**
 * A long list's scroller is no taller than the window (less the header bar), its header row sticking at its top:
 * its sideways scrollbar is on the screen with the rows, not under the 50th row. Printed whole.
 */
const FIT_SCREEN = 'max-h-[calc(100dvh-5rem)] overflow-y-auto print:max-h-none print:overflow-visible'

/**
 * A wide table's horizontal scroller: a labelled region that takes keyboard focus, so a keyboard user can
 * scroll it even when it holds no controls (an empty list).
 *
 * `relative` makes it the containing block of absolutely positioned content (the `sr-only` texts in the rows'
 * buttons): without it they are placed against the page, escape the scroller's clipping, and stretch a phone's
 * page to the table's full width (the 1,354 px wide Chieftain list of issue 7).
 */
export function TableScroll({ label, fitScreen = false, children }: { label: string; fitScreen?: boolean; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm ${fitScreen ? FIT_SCREEN : ''}`}
    >
      {children}
    </div>
  )
}
