import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { trashKeys } from './keys'

export type TrashItem = components['schemas']['TrashItemOut']

/** The Trash shows 50 people a page. */
export const TRASH_PAGE_SIZE = 50

export async function getTrash(page: number, q: string, signal?: AbortSignal) {
  const query = { page, page_size: TRASH_PAGE_SIZE, ...(q ? { q } : {}) }
  return unwrap(await api.GET('/api/admin/trash', { params: { query }, signal }))
}

export function trashQuery(page: number, q = '') {
  return queryOptions({ queryKey: trashKeys.page(page, q), queryFn: ({ signal }) => getTrash(page, q, signal) })
}

/** One page of the Trash, the most recently deleted first; `q` searched as the master list searches. */
export function useTrash(page: number, q = '') {
  return useQuery({ ...trashQuery(page, q), placeholderData: keepPreviousData })
}
