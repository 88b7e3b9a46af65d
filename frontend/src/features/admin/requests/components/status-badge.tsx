import { useTranslation } from 'react-i18next'

import type { RequestStatus } from '../api/types'

const TONES: Record<RequestStatus, string> = {
  open: 'border-stone-300 bg-white text-stone-800',
  due_soon: 'border-amber-400 bg-amber-50 text-amber-900',
  overdue: 'border-red-400 bg-red-50 text-red-800',
  closed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
}

/** Open, due soon (within 5 days of the due date), overdue or closed, by the office's clock. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('admin-requests')
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  )
}
