/** Query keys of the Trash: restoring or purging someone invalidates `trashKeys.all`. */
export const trashKeys = {
  all: ['admin', 'trash'] as const,
  page: (page: number, q = '') => [...trashKeys.all, 'page', page, q] as const,
}
