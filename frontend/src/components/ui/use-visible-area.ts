import { useSyncExternalStore, type CSSProperties } from 'react'

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport
  if (!viewport) return () => {}
  viewport.addEventListener('resize', onChange)
  viewport.addEventListener('scroll', onChange)
  return () => {
    viewport.removeEventListener('resize', onChange)
    viewport.removeEventListener('scroll', onChange)
  }
}

/** A string, so an unchanged area is an unchanged snapshot. */
function snapshot(): string {
  const viewport = window.visualViewport
  return viewport ? [viewport.offsetLeft, viewport.offsetTop, viewport.width, viewport.height].join(' ') : ''
}

/**
 * The part of the page the person sees (the visual viewport), as the position of a `fixed` element.
 *
 * `position: fixed` alone is placed against the layout viewport, which on a phone grows to the page's width when
 * something makes the page wider than the screen, and is larger than what is visible while the page is zoomed in
 * or the on-screen keyboard is up. An overlay placed here is always on the screen. Undefined where the browser
 * has no visualViewport (then `inset-0` applies).
 */
export function useVisibleArea(): CSSProperties | undefined {
  const area = useSyncExternalStore(subscribe, snapshot, () => '')
  if (!area) return undefined
  const [left, top, width, height] = area.split(' ').map(Number)
  return { left, top, width, height, right: 'auto', bottom: 'auto' }
}
