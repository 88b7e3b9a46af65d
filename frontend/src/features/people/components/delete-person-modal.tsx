import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'
import { useSession } from '@/lib/auth/session'
import { isCancelled, isNetworkFailure } from '@/lib/offline/network'
import { useSendProposal } from '@/lib/proposals/mutations'

import { useDeletePerson } from '../api/delete-person'
import type { Person } from '../api/types'
import { personName } from '@/lib/person-name'
import { MESSAGES } from '../lib/messages'

interface Props {
  person: Person | null
  onClose: () => void
  onDeleted?: (person: Person) => void
  notify: Notify
}

/**
 * Yes deletes (the lists refresh through query invalidation); No, Escape or the backdrop cancel, and abort a
 * delete still waiting for an answer (it never runs later); no answer in 10 s is an error to see.
 * An encoder's Yes proposes the delete to the IPMR instead (on the version shown): the list stays as it is.
 */
export function DeletePersonModal({ person, onClose, onDeleted, notify }: Props) {
  const { t } = useTranslation('people')
  const { t: tOffline } = useTranslation('offline')
  const { t: tProposals } = useTranslation('proposals')
  const proposing = useSession().user?.role === 'encoder'
  const deletion = useDeletePerson()
  const proposal = useSendProposal()
  const busy = deletion.isPending || proposal.isPending
  const intent = useRef<AbortController | null>(null)

  function confirm() {
    if (!person || busy) return
    intent.current = new AbortController()
    const signal = intent.current.signal
    const onError = (error: Error) => {
      if (isCancelled(error)) return
      notify('error', isNetworkFailure(error) ? tOffline('noAnswer') : MESSAGES.deleteError(error.message || MESSAGES.tryAgain))
    }
    if (proposing) {
      const body = { kind: 'delete' as const, person_id: person.id, base_version: person.version }
      proposal.mutate(
        { body, signal },
        {
          onSuccess: () => {
            notify('success', tProposals('sent'))
            onClose()
          },
          onError,
        },
      )
      return
    }
    deletion.mutate(
      { id: person.id, signal },
      {
        onSuccess: () => {
          notify('success', MESSAGES.deleted)
          onDeleted?.(person)
          onClose()
        },
        onError,
      },
    )
  }

  function cancel() {
    intent.current?.abort()
    onClose()
  }

  return (
    <Modal
      open={person !== null}
      onClose={cancel}
      title={t('delete_person')}
      role="alertdialog"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('no')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? t('processing') : t('yes')}
          </Button>
        </>
      }
    >
      {person && <p className="text-stone-800">{t('are_you_sure_you_want_to', { fullName: personName(person, 'short') })}</p>}
    </Modal>
  )
}
