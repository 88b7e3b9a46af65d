export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** The numbers of a paged list's count line, formatted: rows `from`–`to` of `total` ('10,000' when capped). */
export function pageRange(page: number, pageSize: number, shown: number, total: number) {
  const from = (page - 1) * pageSize + 1
  return { from: formatCount(from), to: formatCount(from + shown - 1), total: formatCount(total), count: total }
}

/** How many pages a total fills (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
