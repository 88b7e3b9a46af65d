export const householdKeys = {
  all: ['households'] as const,
  one: (id: number) => ['households', 'one', id] as const,
  history: (id: number) => ['households', 'history', id] as const,
  list: (params: object) => ['households', 'list', params] as const,
  candidates: (personId: number) => ['households', 'candidates', personId] as const,
  suggestions: (barangay: string) => ['households', 'suggestions', barangay] as const,
  trash: ['households', 'trash'] as const,
}
