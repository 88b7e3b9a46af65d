/** Query keys of the requests of data subjects: recording or closing one invalidates `requestKeys.all`. */
export const requestKeys = {
  all: ['admin', 'requests'] as const,
  list: (status: string) => [...requestKeys.all, 'list', status] as const,
  one: (id: number) => [...requestKeys.all, 'one', id] as const,
  report: (id: number) => [...requestKeys.all, 'report', id] as const,
}
