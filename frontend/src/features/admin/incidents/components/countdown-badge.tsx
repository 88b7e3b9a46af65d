import { useTranslation } from 'react-i18next'

import type { Countdown } from '../api/get-incidents'
import { countdownText } from '../lib/countdown'

const TONES = {
  left: 'bg-amber-50 text-amber-900 border-amber-300',
  overdue: 'bg-red-50 text-red-800 border-red-300',
  notified: 'bg-emerald-50 text-emerald-900 border-emerald-300',
} as const

/** The NPC countdown: time left (amber), overdue (red), or when the NPC was notified (green). */
export function CountdownBadge({ countdown, notifiedAt }: { countdown: Countdown; notifiedAt?: string | null }) {
  const { t, i18n } = useTranslation('admin-incidents')
  return (
    <span className={`inline-block rounded-md border px-2 py-0.5 text-sm font-semibold ${TONES[countdown.state]}`}>
      {countdownText(countdown, notifiedAt, t, i18n.language)}
    </span>
  )
}
