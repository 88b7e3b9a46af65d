export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

export interface Noun {
  one: string
  many: string
}

/**
 * The count line above a paged list: 'Showing 51–100 of 3,000 people'; `empty` when there is nothing.
 * `atLeast`: the total is where the server stopped counting ('of 10,000+ people').
 */
export function pagedResultLine(page: number, pageSize: number, shown: number, total: number, noun: Noun, empty: string, atLeast = false): string {
  if (total === 0) return empty
  const from = (page - 1) * pageSize + 1
  const counted = `${formatCount(total)}${atLeast ? '+' : ''}`
  return `Showing ${formatCount(from)}–${formatCount(from + shown - 1)} of ${counted} ${total === 1 && !atLeast ? noun.one : noun.many}`
}

/** How many pages a total fills (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
