import { useTranslation } from 'react-i18next'

import type { ProposalState } from '@/lib/proposals/api'

const TONES: Record<ProposalState, string> = {
  draft: 'bg-stone-100 text-stone-800',
  submitted: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  withdrawn: 'bg-stone-200 text-stone-700',
}

/** A proposal's state in words (Draft, Submitted, Approved, Rejected, Withdrawn), coloured, never by colour alone. */
export function StatePill({ state }: { state: ProposalState }) {
  const { t } = useTranslation('proposals')
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>{t(`state.${state}`)}</span>
}
