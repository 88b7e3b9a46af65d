import { useTranslation } from 'react-i18next'

import { formatDateTime } from '@/lib/audit/format'

import type { Proposal } from '../api/keys'

/** What the proposal is: its kind, whose record, the barangay, who proposed it and when. */
export function ProposalSummary({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('admin-proposals')
  const { t: fieldLabel } = useTranslation('person-fields')
  return (
    <div>
      <h3 className="text-lg font-semibold break-words text-stone-900">
        {t(`kinds.${proposal.kind}`)}: {proposal.person_name}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-stone-700">
        <dt className="text-stone-500">{fieldLabel('barangay')}</dt>
        <dd className="break-words">{proposal.barangay}</dd>
        <dt className="text-stone-500">{t('columns.author')}</dt>
        <dd className="break-words">{proposal.author.display_name}</dd>
        <dt className="text-stone-500">{t('columns.submitted')}</dt>
        <dd>{proposal.submitted_at ? formatDateTime(proposal.submitted_at) : t('empty')}</dd>
      </dl>
    </div>
  )
}
