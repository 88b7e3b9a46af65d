import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'
import { isCancelled, isNetworkFailure } from '@/lib/offline/network'
import type { Proposal } from '@/lib/proposals/api'
import { useWithdrawProposal } from '@/lib/proposals/mutations'

interface Props {
  proposal: Proposal | null
  onClose: () => void
  notify: Notify
}

/** 'Withdraw the proposal for …?': Yes withdraws it (POST /api/proposals/{id}/withdraw); No, Escape keep it. */
export function WithdrawDialog({ proposal, onClose, notify }: Props) {
  const { t } = useTranslation('proposals')
  const { t: tOffline } = useTranslation('offline')
  const withdraw = useWithdrawProposal()
  const intent = useRef<AbortController | null>(null)

  function confirm() {
    if (!proposal || withdraw.isPending) return
    intent.current = new AbortController()
    withdraw.mutate(
      { id: proposal.id, signal: intent.current.signal },
      {
        onSuccess: () => {
          notify('success', t('withdrawn'))
          onClose()
        },
        onError: (error) => {
          if (isCancelled(error)) return
          notify('error', isNetworkFailure(error) ? tOffline('noAnswer') : t('withdrawError', { message: error.message }))
        },
      },
    )
  }

  function cancel() {
    intent.current?.abort()
    onClose()
  }

  return (
    <Modal
      open={proposal !== null}
      onClose={cancel}
      title={t('withdrawTitle')}
      role="alertdialog"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('withdrawNo')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? t('withdrawing') : t('withdrawYes')}
          </Button>
        </>
      }
    >
      {proposal && <p className="text-stone-800">{t('withdrawQuestion', { name: proposal.person_name })}</p>}
    </Modal>
  )
}
