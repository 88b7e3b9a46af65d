import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { formatLongDateTime } from '@/lib/audit/format'
import type { Proposal } from '@/lib/proposals/api'

import { StatePill } from './state-pill'

interface Props {
  proposal: Proposal
  /** This one's values are being fetched to open the form. */
  opening: boolean
  onResubmit: (proposal: Proposal) => void
  onWithdraw: (proposal: Proposal) => void
}

/** Whether the encoder may still take a proposal back (it is not decided yet). */
export function canWithdraw(proposal: Proposal): boolean {
  return proposal.state === 'submitted' || proposal.state === 'draft'
}

/** A rejected add or edit is corrected in the person form and sent again (a delete has no values to correct). */
export function canResubmit(proposal: Proposal): boolean {
  return proposal.state === 'rejected' && proposal.kind !== 'delete'
}

/** One proposal: what (kind), whom, where, its state, when it was sent and decided, a rejection's reason. */
export function ProposalItem({ proposal, opening, onResubmit, onWithdraw }: Props) {
  const { t } = useTranslation('proposals')
  const { t: tField } = useTranslation('person-fields')
  const sentAt = proposal.submitted_at ?? proposal.created_at
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">
            <span className="sr-only">{t('kindLabel')}: </span>
            {t(`kind.${proposal.kind}`)}
          </span>
          <span className="sr-only">{t('stateLabel')}: </span>
          <StatePill state={proposal.state} />
        </div>
        <p className="break-words text-base font-semibold text-stone-900">{proposal.person_name}</p>
        <p className="text-sm text-stone-700">
          {tField('barangay')}: {proposal.barangay}
        </p>
        <p className="text-sm text-stone-600">{t('sentOn', { when: formatLongDateTime(sentAt) })}</p>
        {proposal.decided_by && proposal.decided_at && (
          <p className="text-sm text-stone-600">
            {t('decided', {
              state: t(`state.${proposal.state}`),
              name: proposal.decided_by.display_name,
              when: formatLongDateTime(proposal.decided_at),
            })}
          </p>
        )}
        {proposal.state === 'rejected' && proposal.reason && (
          <p className="break-words rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">{t('reason', { reason: proposal.reason })}</p>
        )}
      </div>
      {(canResubmit(proposal) || canWithdraw(proposal)) && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {canResubmit(proposal) && (
            <Button
              aria-label={t('resubmitOf', { name: proposal.person_name })}
              disabled={opening}
              onClick={() => onResubmit(proposal)}
            >
              {opening ? t('opening') : t('resubmit')}
            </Button>
          )}
          {canWithdraw(proposal) && (
            <Button variant="secondary" aria-label={t('withdrawOf', { name: proposal.person_name })} onClick={() => onWithdraw(proposal)}>
              {t('withdraw')}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
