import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { dashboardKeys } from '../api/keys'

export const EVENTS_URL = '/api/dashboard/events'
export const PEOPLE_CHANGED = 'people-changed'
/** Changes that arrive together (an import, a busy office) are fetched once: this long after the last one… */
export const REFRESH_DEBOUNCE_MS = 500
/** …but never later than this after the first. */
export const REFRESH_MAX_WAIT_MS = 3000

/**
 * Keeps the dashboard live: the server announces every change of the people (from any process) on a
 * same-origin event stream — nothing on connect, the page has just fetched its data — and the counts, the
 * latest entry and the barangay cards are fetched again, once per burst of changes. EventSource reconnects by
 * itself and the server tells a reconnecting tab what it missed (Last-Event-ID); a tab that had heard nothing
 * before refreshes after a reconnect anyway.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(EVENTS_URL)
    let connectedBefore = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let firstPendingAt = 0
    const fetchNow = () => {
      timer = undefined
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.live })
    }
    const refresh = () => {
      const now = Date.now()
      if (timer === undefined) firstPendingAt = now
      clearTimeout(timer)
      const wait = Math.min(REFRESH_DEBOUNCE_MS, Math.max(0, firstPendingAt + REFRESH_MAX_WAIT_MS - now))
      timer = setTimeout(fetchNow, wait)
    }
    const onOpen = () => {
      if (connectedBefore) refresh()
      connectedBefore = true
    }
    source.addEventListener(PEOPLE_CHANGED, refresh)
    source.addEventListener('open', onOpen)
    return () => {
      clearTimeout(timer)
      source.removeEventListener(PEOPLE_CHANGED, refresh)
      source.removeEventListener('open', onOpen)
      source.close()
    }
  }, [queryClient])
}
