import { useTranslation } from 'react-i18next'

import type { AccountStatus } from '../api/get-users'

const TONES: Record<AccountStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-900',
  disabled: 'bg-stone-200 text-stone-800',
}

/** An account's status as a coloured label (the text says it; the colour only helps). */
export function StatusPill({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('admin-users')
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  )
}
