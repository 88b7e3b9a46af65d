import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { dashboardKeys } from '../api/keys'

export const EVENTS_URL = '/api/dashboard/events'
export const PEOPLE_CHANGED = 'people-changed'

/**
 * Keeps the dashboard live: the server announces every change of the people (from any process) on a
 * same-origin event stream, and the counts, the latest entry and the barangay cards are fetched again.
 * EventSource reconnects by itself; after a reconnect the data is refreshed too (changes may have been missed).
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(EVENTS_URL)
    let connectedBefore = false
    const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.live })
    const onOpen = () => {
      if (connectedBefore) refresh()
      connectedBefore = true
    }
    source.addEventListener(PEOPLE_CHANGED, refresh)
    source.addEventListener('open', onOpen)
    return () => {
      source.removeEventListener(PEOPLE_CHANGED, refresh)
      source.removeEventListener('open', onOpen)
      source.close()
    }
  }, [queryClient])
}
