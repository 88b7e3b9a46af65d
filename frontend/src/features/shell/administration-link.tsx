import { useTranslation } from 'react-i18next'

import { NavLink } from '@/lib/navigation'
import { useWaitingProposals } from '@/lib/proposals-waiting'

/** The header's Administration (IPMR), with the count of proposals waiting beside it (none: no count). */
export function AdministrationLink({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const waiting = useWaitingProposals(true).data ?? 0
  return (
    <NavLink
      to="/admin/users"
      className={`${className} gap-2`}
      aria-label={waiting > 0 ? t('administration_waiting', { count: waiting }) : undefined}
    >
      {t('administration')}
      {waiting > 0 && ' '}
      {waiting > 0 && (
        <span aria-hidden="true" className="min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-xs font-bold text-brand-900">
          {waiting}
        </span>
      )}
    </NavLink>
  )
}
