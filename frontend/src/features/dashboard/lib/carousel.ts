export const CARDS_PER_VIEW = 3

/** The window of a carousel that shows `size` items from `start`; the arrows move by a whole window. */
export function carouselWindow<T>(items: readonly T[], start: number, size = CARDS_PER_VIEW) {
  const last = Math.max(0, items.length - 1)
  const from = Math.min(Math.max(0, start), last - (last % size))
  return {
    visible: items.slice(from, from + size),
    from,
    hasPrevious: from > 0,
    hasNext: from + size < items.length,
    previous: Math.max(0, from - size),
    next: from + size,
  }
}

/** The first card shown, from `?from=` (1-based, as the '4–6 of 46' line counts); 0 when missing or malformed. */
export function carouselStart(params: URLSearchParams): number {
  const from = Number(params.get('from'))
  return Number.isInteger(from) && from > 1 ? from - 1 : 0
}

/** `params` with the carousel at `start` (no `from` at the first card); other parameters kept. */
export function withCarouselStart(params: URLSearchParams, start: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (start > 0) next.set('from', String(start + 1))
  else next.delete('from')
  return next
}
