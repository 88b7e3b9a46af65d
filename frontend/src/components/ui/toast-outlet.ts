import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

/**
 * Where notifications appear: in the topmost open dialog (between its title and its content), or else under the
 * page's sticky header. Both outlets are in the normal flow of their box, so a notification pushes content aside
 * instead of covering a button, and inside an open dialog it is in the part of the page a screen reader still
 * reads (aria-modal hides the rest).
 */
export type ToastOutletKind = 'page' | 'dialog'

const outlets: { element: HTMLElement; kind: ToastOutletKind }[] = []
const listeners = new Set<() => void>()
let current: HTMLElement | null = null

/** Dialogs are portals appended to the body as they open: the topmost is the last in document order. */
function topmost(): HTMLElement | null {
  const dialogs = outlets.filter((o) => o.kind === 'dialog').map((o) => o.element)
  dialogs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  return dialogs.at(-1) ?? outlets.findLast((o) => o.kind === 'page')?.element ?? null
}

let openDialogs = 0

function changed(): void {
  current = topmost()
  openDialogs = outlets.filter((o) => o.kind === 'dialog').length
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => current

/** The element notifications render into now (null: none on the page, they float at the top instead). */
export function useToastOutlet(): HTMLElement | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** How many dialogs are open (each has an outlet): notices are put away when one opens or closes. */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(subscribe, () => openDialogs, () => 0)
}

/** A callback ref that makes its element an outlet for as long as it is mounted. */
export function useToastOutletRef(kind: ToastOutletKind): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!element) return
    const outlet = { element, kind }
    outlets.push(outlet)
    changed()
    return () => {
      outlets.splice(outlets.indexOf(outlet), 1)
      changed()
    }
  }, [element, kind])
  return useCallback((el: HTMLElement | null) => setElement(el), [])
}
