import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { trashKeys } from './keys'

export type TrashItem = components['schemas']['TrashItemOut']

/** The Trash shows 50 people a page. */
export const TRASH_PAGE_SIZE = 50

export async function getTrash(page: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/trash', { params: { query: { page, page_size: TRASH_PAGE_SIZE } }, signal }))
}

export function trashQuery(page: number) {
  return queryOptions({ queryKey: trashKeys.page(page), queryFn: ({ signal }) => getTrash(page, signal) })
}

/** One page of the Trash, the most recently deleted first. */
export function useTrash(page: number) {
  return useQuery({ ...trashQuery(page), placeholderData: keepPreviousData })
}
