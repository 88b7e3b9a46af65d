/** Query keys of /admin/duplicates: a refresh, merge or 'Not the same person' invalidates `duplicateKeys.all`. */
export const duplicateKeys = {
  all: ['admin', 'duplicates'] as const,
  page: (page: number, person: number | null) => [...duplicateKeys.all, 'page', page, person] as const,
}
