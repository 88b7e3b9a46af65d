import { useEffect, useRef } from 'react'

import { useSearchDraft } from '@/lib/search-box/use-search-draft'
import { readPage, useUrlView, withParams, writePage } from '@/lib/url-view'

import type { UsersView } from '../api/get-users'
import { ROLES, STATUSES } from './labels'

/** How long the search box waits for typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** The view in the query string (`?status=&role=&q=&page=`); anything unknown reads as its default. */
export function readUsersView(params: URLSearchParams): UsersView {
  return {
    status: STATUSES.find((status) => status === params.get('status')) ?? '',
    role: ROLES.find((role) => role === params.get('role')) ?? '',
    q: params.get('q')?.trim() ?? '',
    page: readPage(params.get('page')),
  }
}

function writeUsersView(params: URLSearchParams, view: UsersView): URLSearchParams {
  return withParams(params, { status: view.status, role: view.role, q: view.q, page: writePage(view.page) })
}

/**
 * What the accounts table shows, kept in the address (Back, reload and a shared link open the same view, the
 * search box's text with it); the search box's text applies once typing stops, or at once on Enter.
 */
export function useUsersView() {
  const [view, change] = useUrlView(readUsersView, writeUsersView)
  const search = useSearchDraft(view.q)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function searchNow(value: string, replace = false) {
    window.clearTimeout(timer.current)
    change({ q: search.apply(value) }, { replace })
  }

  return {
    view,
    text: search.text,
    setText: (value: string) => {
      search.type(value)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => searchNow(value, true), SEARCH_DEBOUNCE_MS)
    },
    searchNow: () => searchNow(search.text),
    setStatus: (status: UsersView['status']) => change({ status }),
    setRole: (role: UsersView['role']) => change({ role }),
    setPage: (page: number) => change({ page }),
  }
}
