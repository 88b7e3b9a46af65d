import type { ListParams } from './get-list'

export const chieftainKeys = {
  all: ['people'] as const,
  list: (params: ListParams) => ['people', 'chieftain-list', params] as const,
}
