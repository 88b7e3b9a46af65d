import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/audit/format'

import { DataCards, DataTable, type DataColumn } from '../../components/data-table'
import type { Proposal } from '../api/keys'

/** What the table and the phone cards show. */
export interface ProposalListProps {
  proposals: readonly Proposal[]
  loading: boolean
  selected: ReadonlySet<number>
  onSelect: (id: number, on: boolean) => void
  onOpen: (proposal: Proposal) => void
}

/** How a proposal is named in its checkbox and its Open button: 'New record: Dela Cruz, Juan'. */
function useNaming() {
  const { t } = useTranslation('admin-proposals')
  return (proposal: Proposal) => `${t(`kinds.${proposal.kind}`)}: ${proposal.person_name}`
}

function SelectBox({ proposal, selected, onSelect }: Pick<ProposalListProps, 'selected' | 'onSelect'> & { proposal: Proposal }) {
  const { t } = useTranslation('admin-proposals')
  const name = useNaming()(proposal)
  return (
    <label className="flex min-h-10 min-w-10 items-center justify-center">
      <input
        type="checkbox"
        className="h-5 w-5"
        checked={selected.has(proposal.id)}
        onChange={(event) => onSelect(proposal.id, event.target.checked)}
        aria-label={t('select', { name })}
      />
    </label>
  )
}

function OpenButton({ proposal, onOpen }: Pick<ProposalListProps, 'onOpen'> & { proposal: Proposal }) {
  const { t } = useTranslation('admin-proposals')
  const name = useNaming()(proposal)
  return (
    <Button variant="secondary" onClick={() => onOpen(proposal)}>
      {t('open')} <span className="sr-only">{name}</span>
    </Button>
  )
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '')

/** The waiting proposals at desktop widths: one row each, oldest first (the server's order). */
export function ProposalsTable({ proposals, loading, selected, onSelect, onOpen }: ProposalListProps) {
  const { t } = useTranslation('admin-proposals')
  const { t: fieldLabel } = useTranslation('person-fields')
  const columns: DataColumn<Proposal>[] = [
    { header: t('columns.select'), cell: (p) => <SelectBox proposal={p} selected={selected} onSelect={onSelect} /> },
    { header: t('columns.kind'), className: 'whitespace-nowrap', cell: (p) => t(`kinds.${p.kind}`) },
    { header: t('columns.person'), rowHeader: true, className: 'max-w-56 break-words', cell: (p) => p.person_name },
    { header: fieldLabel('barangay'), cell: (p) => p.barangay },
    { header: t('columns.author'), className: 'max-w-48 break-words', cell: (p) => p.author.display_name },
    { header: t('columns.submitted'), className: 'min-w-28', cell: (p) => when(p.submitted_at) },
    { header: t('columns.actions'), cell: (p) => <OpenButton proposal={p} onOpen={onOpen} /> },
  ]
  return (
    <DataTable
      label={t('list')}
      columns={columns}
      rows={proposals}
      rowKey={(p) => p.id}
      rowClassName={(p) => (selected.has(p.id) ? 'bg-brand-50' : '')}
      loading={loading}
      emptyText={t('none')}
    />
  )
}

/** The same on a phone: one card each, with its checkbox and Open. */
export function ProposalCards({ proposals, loading, selected, onSelect, onOpen }: ProposalListProps) {
  const { t } = useTranslation('admin-proposals')
  return (
    <DataCards
      label={t('list')}
      rows={proposals}
      rowKey={(p) => p.id}
      loading={loading}
      emptyText={t('none')}
      card={(proposal) => (
        <li aria-label={proposal.person_name} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex items-start gap-2">
            <SelectBox proposal={proposal} selected={selected} onSelect={onSelect} />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-stone-900">{proposal.person_name}</p>
              <p className="text-sm text-stone-700">{t(`kinds.${proposal.kind}`)} · {proposal.barangay}</p>
              <p className="text-sm break-words text-stone-600">
                {t('byWhen', { author: proposal.author.display_name, when: when(proposal.submitted_at) })}
              </p>
            </div>
          </div>
          <div className="mt-3">
            <OpenButton proposal={proposal} onOpen={onOpen} />
          </div>
        </li>
      )}
    />
  )
}
