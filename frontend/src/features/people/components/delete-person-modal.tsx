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
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-100 disabled:opacity-60"
          >
            No
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className="rounded-lg bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {busy ? 'Processing...' : 'Yes'}
          </button>
        </>
      }
    >
      {person && <p className="text-stone-800">Are you sure you want to delete {fullName(person)}?</p>}
    </Modal>
  )
}
