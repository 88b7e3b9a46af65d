export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

export interface Noun {
  one: string
  many: string
}

/** The numbers of a paged list's count line, formatted: rows `from`–`to` of `total` ('10,000' when capped). */
export function pageRange(page: number, pageSize: number, shown: number, total: number) {
  const from = (page - 1) * pageSize + 1
  return { from: formatCount(from), to: formatCount(from + shown - 1), total: formatCount(total), count: total }
}

/**
 * The count line above a paged list: 'Showing 51–100 of 3,000 people'; `empty` when there is nothing.
 * `atLeast`: the total is where the server stopped counting ('of 10,000+ people').
 * (English only: a list in the catalogues builds its line from `pageRange` and its own plural keys.)
 */
export function pagedResultLine(page: number, pageSize: number, shown: number, total: number, noun: Noun, empty: string, atLeast = false): string {
  if (total === 0) return empty
  const range = pageRange(page, pageSize, shown, total)
  return `Showing ${range.from}–${range.to} of ${range.total}${atLeast ? '+' : ''} ${total === 1 && !atLeast ? noun.one : noun.many}`
}

/** How many pages a total fills (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
