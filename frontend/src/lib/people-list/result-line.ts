import { PAGE_SIZE } from './api'

export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** The count line above both lists: 'Showing 51–100 of 3,000 people'. */
export function resultLine(page: number, shown: number, total: number): string {
  if (total === 0) return 'No people to show'
  const from = (page - 1) * PAGE_SIZE + 1
  const noun = total === 1 ? 'person' : 'people'
  return `Showing ${formatCount(from)}–${formatCount(from + shown - 1)} of ${formatCount(total)} ${noun}`
}
