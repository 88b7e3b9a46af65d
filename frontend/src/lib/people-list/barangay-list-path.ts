/** A barangay's master list: the list route with the barangay filter (the dashboard's cards, the reports' map). */
export function barangayListPath(name: string): string {
  return `/total-population?${new URLSearchParams({ barangay: name })}`
}
