import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components, paths } from '@/lib/api/schema'

export type Account = components['schemas']['AdminUserOut']
export type AccountRole = components['schemas']['Role']
export type AccountStatus = components['schemas']['UserStatus']
export type UsersQuery = NonNullable<paths['/api/admin/users']['get']['parameters']['query']>

/** The role to give; `barangays` only for an encoder (an empty list: it sees no person; the server ignores them for the other roles). */
export interface RoleChoice {
  id: number
  role: AccountRole
  barangays: string[]
}

/** Accounts per page (the server's default; it allows up to 100). */
export const PAGE_SIZE = 50

/** What the accounts table shows: '' leaves a filter out. */
export interface UsersView {
  status: AccountStatus | ''
  role: AccountRole | ''
  q: string
  page: number
}

/** Every mutation of an account invalidates `usersKeys.all`. */
export const usersKeys = {
  all: ['admin-users'] as const,
  list: (view: UsersView) => [...usersKeys.all, 'list', view] as const,
}

export async function getUsers(view: UsersView, signal?: AbortSignal) {
  const query: UsersQuery = { page: view.page, page_size: PAGE_SIZE }
  if (view.status) query.status = view.status
  if (view.role) query.role = view.role
  if (view.q) query.q = view.q
  return unwrap(await api.GET('/api/admin/users', { params: { query }, signal }))
}

export function usersQuery(view: UsersView) {
  return queryOptions({
    queryKey: usersKeys.list(view),
    queryFn: ({ signal }) => getUsers(view, signal),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/users: pending accounts first, then the newest, one page of them. */
export function useUsers(view: UsersView) {
  return useQuery(usersQuery(view))
}
