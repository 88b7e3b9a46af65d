import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts, type Notify } from '@/components/ui/toast-stack'
import type { components } from '@/lib/api/schema'
import { useMunicipality } from '@/lib/municipality'
import type { Proposal, ProposalDetail } from '@/lib/proposals/api'
import { pageCount } from '@/lib/result-line'

import { PAGE_SIZE, proposalDetailQuery, useMyProposals } from './api/get-my-proposals'
import { ProposalItem } from './components/proposal-item'
import { WithdrawDialog } from './components/withdraw-dialog'
import { proposedPerson } from './lib/proposed-person'

/** What app/ gives My proposals to correct a rejected proposal with: the person form, filled with its values. */
export interface ProposalEditorProps {
  proposal: ProposalDetail
  /** The proposal's values as a person (the proposed values over the record they were made on). */
  values: components['schemas']['PersonOut']
  onClose: () => void
  notify: Notify
}

/**
 * /proposals (encoders): every proposal the encoder sent, newest first, with its state and a rejection's reason;
 * a rejected one opens in the person form to be corrected and sent again, a waiting one can be withdrawn.
 */
export function ProposalsPage({ renderEditor }: { renderEditor: (props: ProposalEditorProps) => ReactNode }) {
  const { t } = useTranslation('proposals')
  const [page, setPage] = useState(1)
  const proposals = useMyProposals(page)
  const municipality = useMunicipality()
  const queryClient = useQueryClient()
  const { toasts, notify, dismiss } = useToasts()
  const [opening, setOpening] = useState<number | null>(null)
  const [editing, setEditing] = useState<ProposalDetail | null>(null)
  const [withdrawing, setWithdrawing] = useState<Proposal | null>(null)
  const items = proposals.data?.items ?? []
  const pages = pageCount(proposals.data?.total ?? 0, PAGE_SIZE)

  async function openEditor(proposal: Proposal) {
    setOpening(proposal.id)
    try {
      setEditing(await queryClient.fetchQuery(proposalDetailQuery(proposal.id)))
    } catch (error) {
      notify('error', t('openError', { message: error instanceof Error ? error.message : '' }))
    } finally {
      setOpening(null)
    }
  }

  return (
    <main className="mx-auto max-w-4xl space-y-5 p-4 sm:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-brand-900">{t('title')}</h1>
        <p className="text-sm text-stone-600">{t('intro')}</p>
      </header>
      {proposals.isError && <LoadError what={t('title')} error={proposals.error} onRetry={() => void proposals.refetch()} />}
      {proposals.isPending && <p role="status">{t('loading')}</p>}
      {proposals.isSuccess && items.length === 0 && (
        <p className="rounded-2xl border border-stone-200 bg-white px-3 py-10 text-center text-stone-600">{t('empty')}</p>
      )}
      {items.length > 0 && (
        <ul aria-label={t('title')} className="space-y-3">
          {items.map((proposal) => (
            <ProposalItem
              key={proposal.id}
              proposal={proposal}
              opening={opening === proposal.id}
              onResubmit={(chosen) => void openEditor(chosen)}
              onWithdraw={setWithdrawing}
            />
          ))}
        </ul>
      )}
      {pages > 1 && <Pager page={page} pageCount={pages} onPage={setPage} />}
      {editing && renderEditor({ proposal: editing, values: proposedPerson(editing, municipality), onClose: () => setEditing(null), notify })}
      <WithdrawDialog proposal={withdrawing} onClose={() => setWithdrawing(null)} notify={notify} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </main>
  )
}
