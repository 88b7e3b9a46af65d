import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import type { UsersView } from '../api/get-users'
import { ROLE_CHOICES, STATUS_CHOICES } from './labels'

/** How long the search box waits for typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** The view in the query string (`?status=&role=&q=&page=`); anything unknown reads as its default. */
export function readUsersView(params: URLSearchParams): UsersView {
  const status = STATUS_CHOICES.find((choice) => choice.value === params.get('status'))?.value ?? ''
  const role = ROLE_CHOICES.find((choice) => choice.value === params.get('role'))?.value ?? ''
  const page = Number(params.get('page'))
  return { status, role, q: params.get('q')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 }
}

function writeUsersView(view: UsersView): URLSearchParams {
  const next = new URLSearchParams()
  if (view.status) next.set('status', view.status)
  if (view.role) next.set('role', view.role)
  if (view.q) next.set('q', view.q)
  if (view.page > 1) next.set('page', String(view.page))
  return next
}

/**
 * What the accounts table shows, kept in the address (Back, reload and a shared link open the same view); the
 * search box's text applies once typing stops, or at once on Enter. A change of anything but the page starts
 * again at page 1.
 */
export function useUsersView() {
  const [params, setParams] = useSearchParams()
  const view = readUsersView(params)
  const [text, setTextNow] = useState(view.q)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function change(next: Partial<UsersView>) {
    setParams((current) => writeUsersView({ ...readUsersView(current), page: 1, ...next }), { replace: true })
  }

  function searchNow(value = text) {
    window.clearTimeout(timer.current)
    change({ q: value.trim() })
  }

  return {
    view,
    text,
    setText: (value: string) => {
      setTextNow(value)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => searchNow(value), SEARCH_DEBOUNCE_MS)
    },
    searchNow: () => searchNow(),
    setStatus: (status: UsersView['status']) => change({ status }),
    setRole: (role: UsersView['role']) => change({ role }),
    setPage: (page: number) => change({ page }),
  }
}
