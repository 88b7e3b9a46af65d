import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'
import { ApiError, errorMessage } from '@/lib/api/errors'
import { PossibleDuplicates } from '@/lib/possible-duplicates'

import { useApproveProposal, useEditProposal, useRejectProposal } from '../api/decide'
import { useProposal } from '../api/get-proposal'
import type { ProposalDetail } from '../api/keys'
import { compareFields } from '../lib/compare'
import { refusalOf, type Refusal } from '../lib/refusal'
import { FieldComparison } from './field-comparison'
import { PhotoComparison } from './photo-comparison'
import { ProposalSummary } from './proposal-summary'
import { RejectForm } from './reject-form'
import { StaleConflict } from './stale-conflict'

interface Props {
  id: number
  onClose: () => void
  /** Approved or rejected: the dialog closes (its proposal leaves the queue). */
  onDecided: () => void
  notify: Notify
}

/** One proposal opened from the queue: what it changes, side by side, and Approve or Reject (with the reason). */
export function ProposalDialog({ id, onClose, onDecided, notify }: Props) {
  const { t } = useTranslation('admin-proposals')
  const proposal = useProposal(id)
  return (
    <Modal open onClose={onClose} title={t('detail.title')} widthClass="max-w-4xl" closeOnBackdrop={false}>
      {proposal.isPending && <p role="status">{t('loading')}</p>}
      {proposal.isError && <Alert>{errorMessage(proposal.error, t('messages.failed'))}</Alert>}
      {proposal.isSuccess && <Decision proposal={proposal.data} onClose={onClose} onDecided={onDecided} notify={notify} />}
    </Modal>
  )
}

function Decision({ proposal, onClose, onDecided, notify }: { proposal: ProposalDetail } & Omit<Props, 'id'>) {
  const { t } = useTranslation('admin-proposals')
  const navigate = useNavigate()
  const approve = useApproveProposal()
  const reject = useRejectProposal()
  const edit = useEditProposal()
  const [rejecting, setRejecting] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [edited, setEdited] = useState(false)
  const name = proposal.person_name
  const busy = approve.isPending || reject.isPending || edit.isPending
  const waiting = proposal.state === 'submitted'
  const values = (proposal.values ?? null) as Record<string, unknown> | null
  const current = (proposal.current ?? null) as Record<string, unknown> | null
  const rows = compareFields(proposal.kind === 'delete' ? current : values, current, proposal.changed)

  function doApprove() {
    setRefusal(null)
    setEdited(false)
    approve.mutate(proposal.id, {
      onSuccess: () => {
        notify('success', t('messages.approved', { name }))
        onDecided()
      },
      onError: (error) => setRefusal(refusalOf(error, t('messages.failed'))),
    })
  }

  async function doReject(reason: string): Promise<string | null> {
    try {
      await reject.mutateAsync({ id: proposal.id, reason })
      notify('success', t('messages.rejected', { name }))
      onDecided()
      return null
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return error.fields.reason ?? error.message
      setRejecting(false)
      setRefusal(refusalOf(error, t('messages.failed')))
      return null
    }
  }

  async function saveChoices(body: Record<string, unknown> | null, baseVersion: number) {
    try {
      await edit.mutateAsync({ id: proposal.id, values: body, baseVersion })
      setRefusal(null)
      setEdited(true)
    } catch (error) {
      setRefusal(refusalOf(error, t('messages.failed')))
    }
  }

  return (
    <div className="space-y-5">
      <ProposalSummary proposal={proposal} />
      {!waiting && <Alert tone="info">{t('detail.notWaiting')}</Alert>}
      {refusal?.kind === 'message' && <Alert>{refusal.message}</Alert>}
      {refusal?.kind === 'stale' && values && (
        <StaleConflict
          message={refusal.message}
          proposed={values}
          current={refusal.current}
          onSave={(body) => saveChoices(body, refusal.current.version)}
          onCancel={() => setRefusal(null)}
        />
      )}
      {refusal?.kind === 'stale' && !values && (
        <Alert>
          <p>{refusal.message}</p>
          <Button variant="secondary" className="mt-3" disabled={busy} onClick={() => void saveChoices(null, refusal.current.version)}>
            {t('stale.rebase')}
          </Button>
        </Alert>
      )}
      {edited && <Alert tone="success">{t(values ? 'stale.edited' : 'stale.rebased')}</Alert>}
      {proposal.kind === 'delete' && <Alert tone="info">{t('detail.deletes', { name })}</Alert>}
      {proposal.kind === 'add' && (
        <PossibleDuplicates
          matches={proposal.duplicates}
          intro={t('detail.duplicates', { count: proposal.duplicates.length })}
          onView={(personId) => void navigate(`/total-population?profile=${personId}`)}
        />
      )}
      <FieldComparison kind={proposal.kind} rows={rows} />
      <PhotoComparison proposal={proposal} />
      {rejecting ? (
        <RejectForm busy={busy} onReject={doReject} onCancel={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button variant="danger" disabled={busy || !waiting} onClick={() => setRejecting(true)}>
            {t('reject.open')}
          </Button>
          <Button disabled={busy || !waiting} onClick={doApprove}>
            {approve.isPending ? t('approving') : t('approve')}
          </Button>
        </div>
      )}
    </div>
  )
}
