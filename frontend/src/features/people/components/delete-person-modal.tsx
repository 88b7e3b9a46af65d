import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'

import { useDeletePerson } from '../api/delete-person'
import type { Person } from '../api/types'
import { fullName } from '../lib/format'
import { MESSAGES } from '../lib/messages'
import { useTranslation } from 'react-i18next'

interface Props {
  person: Person | null
  onClose: () => void
  onDeleted?: (person: Person) => void
  notify: Notify
}

/** Yes deletes (the lists refresh through query invalidation); No, Escape or the backdrop cancel. */
export function DeletePersonModal({ person, onClose, onDeleted, notify }: Props) {
  const { t } = useTranslation('people')
  const mutation = useDeletePerson()
  const busy = mutation.isPending

  function confirm() {
    if (!person || busy) return
    mutation.mutate(person.id, {
      onSuccess: () => {
        notify('success', MESSAGES.deleted)
        onDeleted?.(person)
        onClose()
      },
      onError: (error) => notify('error', MESSAGES.deleteError(error.message || 'Please try again.')),
    })
  }

  return (
    <Modal
      open={person !== null}
      onClose={() => !busy && onClose()}
      title={t('delete_person')}
      role="alertdialog"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('no')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? t('processing') : t('yes')}
          </Button>
        </>
      }
    >
      {person && <p className="text-stone-800">{t('are_you_sure_you_want_to', { fullName: fullName(person) })}</p>}
    </Modal>
  )
}
