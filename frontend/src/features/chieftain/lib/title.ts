export const MUNICIPALITY = 'Catanauan'
export const PROVINCE = 'Quezon'

/** The list's heading: a search wins over a barangay, which wins over the whole municipality. */
export function listTitle({ term, barangay }: { term: string; barangay: string }): string {
  const searched = term.trim()
  if (searched) return `Results for "${searched}"`
  if (barangay) return `Barangay ${barangay} - List of IPs`
  return `All Indigenous People in ${MUNICIPALITY}, ${PROVINCE}`
}

/** The empty table's text. */
export function emptyText(barangay: string): string {
  return barangay ? `No records found in ${barangay}` : 'No records found'
}
