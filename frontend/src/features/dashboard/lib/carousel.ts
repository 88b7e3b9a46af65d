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
