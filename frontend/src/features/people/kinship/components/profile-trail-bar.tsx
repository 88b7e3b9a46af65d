import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { ProfileTrail } from '../hooks/use-profile-trail'

/**
 * The top of a profile opened from a family tree: 'Back to {name}', and where focus lands after each move (so
 * a keyboard or screen reader user starts at the new profile's top, told whose it is).
 */
export function ProfileTrailBar({ trail, name }: { trail: ProfileTrail; name: string }) {
  const { t } = useTranslation('kinship')
  const top = useRef<HTMLDivElement>(null)
  const { moves } = trail

  useEffect(() => {
    if (moves === 0 || !top.current) return
    top.current.focus() // scrolls the new profile's top into view
  }, [moves])

  return (
    <div
      ref={top}
      tabIndex={-1}
      role={moves > 0 ? 'group' : undefined}
      aria-label={moves > 0 ? t('trail.showing', { name }) : undefined}
      className="flex flex-wrap items-center gap-3 outline-none print:hidden"
    >
      {trail.backTo !== null && (
        <Button variant="secondary" onClick={trail.back}>
          <span aria-hidden="true">←</span> {t('trail.back', { name: trail.backTo })}
        </Button>
      )}
    </div>
  )
}
