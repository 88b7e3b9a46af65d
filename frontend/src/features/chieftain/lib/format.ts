export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** 'Showing 51–100 of 2,000 people' */
export function resultLine(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0) return 'No people to show'
  const from = (page - 1) * pageSize + 1
  const noun = total === 1 ? 'person' : 'people'
  return `Showing ${formatCount(from)}–${formatCount(from + shown - 1)} of ${formatCount(total)} ${noun}`
}
