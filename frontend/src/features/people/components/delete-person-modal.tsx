import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'

import { useDeletePerson } from '../api/delete-person'
import type { Person } from '../api/types'
import { fullName } from '../lib/format'
import { MESSAGES } from '../lib/messages'

interface Props {
  person: Person | null
  onClose: () => void
  onDeleted?: (person: Person) => void
  notify: Notify
}

/** Yes deletes (the lists refresh through query invalidation); No, Escape or the backdrop cancel. */
export function DeletePersonModal({ person, onClose, onDeleted, notify }: Props) {
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
      title="Delete Person"
      role="alertdialog"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            No
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? 'Processing...' : 'Yes'}
          </Button>
        </>
      }
    >
      {person && <p className="text-stone-800">Are you sure you want to delete {fullName(person)}?</p>}
    </Modal>
  )
}
