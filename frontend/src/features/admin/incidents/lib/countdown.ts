import type { TFunction } from 'i18next'

import { formatDateTime } from '@/lib/audit/format'

import type { Countdown } from '../api/get-incidents'

/** 2472 minutes as '41 h 12 min'; whole hours as '3 h', under an hour as '12 min'. */
export function duration(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const parts = []
  if (hours > 0) parts.push(t('countdown.hours', { count: hours }))
  if (rest > 0 || hours === 0) parts.push(t('countdown.minutes', { count: rest }))
  return parts.join(' ')
}

/** The NPC countdown in words: '41 h 12 min left', 'Overdue by 3 h', or when the NPC was notified. */
export function countdownText(countdown: Countdown, notifiedAt: string | null | undefined, t: TFunction, language: string): string {
  if (countdown.state === 'notified') return t('countdown.notified', { when: notifiedAt ? formatDateTime(notifiedAt, language) : '' })
  const time = duration(countdown.minutes, t)
  return t(countdown.state === 'left' ? 'countdown.left' : 'countdown.overdue', { time })
}
