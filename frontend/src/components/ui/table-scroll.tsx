import type { ReactNode } from 'react'

/**
 * A wide table's horizontal scroller: a labelled region that takes keyboard focus, so a keyboard user can
 * scroll it even when it holds no controls (an empty list).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {children}
    </div>
  )
}
