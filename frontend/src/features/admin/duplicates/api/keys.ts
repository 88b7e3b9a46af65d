/** Query keys of /admin/duplicates: a refresh, merge or 'Not the same person' invalidates `duplicateKeys.all`. */
export const duplicateKeys = {
  all: ['admin', 'duplicates'] as const,
  page: (page: number) => [...duplicateKeys.all, 'page', page] as const,
}
