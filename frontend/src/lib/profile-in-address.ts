import { useCallback } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

import { withParams } from './url-view'

/** The history entry's mark that opening the profile pushed it (so closing may step Back over it). */
const OPENED = 'profileOpened'

/**
 * The person whose profile is open, kept in the address (`?profile=ID`): opening a profile pushes a history
 * entry, so Back (a phone's back gesture) closes the profile and leaves the screen behind it as it was.
 * Closing it by its own button steps back over that entry too; a profile opened from a shared address is
 * closed by removing the parameter.
 */
export function useProfileInAddress() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const id = Number(params.get('profile'))
  const personId = Number.isInteger(id) && id > 0 ? id : null
  const pushed = (location.state as Record<string, unknown> | null)?.[OPENED] === true

  const open = useCallback(
    (next: number) => {
      if (next === personId) return
      // A profile opened from inside another replaces it: Back still returns to the screen, not the first profile.
      setParams((current) => withParams(current, { profile: String(next) }), {
        replace: personId !== null,
        state: { [OPENED]: true },
      })
    },
    [personId, setParams],
  )
  const close = useCallback(() => {
    if (pushed) void navigate(-1)
    else setParams((current) => withParams(current, { profile: '' }), { replace: true })
  }, [pushed, navigate, setParams])

  return { personId, open, close }
}
