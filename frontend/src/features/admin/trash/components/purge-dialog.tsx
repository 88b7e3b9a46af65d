import { useId, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { TextField } from '@/components/ui/text-field'
import type { Notify } from '@/components/ui/toast-stack'
import { ApiError, errorMessage } from '@/lib/api/errors'

import type { TrashItem } from '../api/get-trash'
import { usePurgePerson } from '../api/purge-person'
import { useTranslation } from 'react-i18next'

export const PURGED = 'Person deleted permanently.'

interface Props {
  item: TrashItem | null
  onClose: () => void
  notify: Notify
}

/** Delete permanently: the IPMR types the person's last name (exactly) before the button enables. */
export function PurgeDialog({ item, onClose, notify }: Props) {
  const { t } = useTranslation('admin')
  return (
    <Modal open={item !== null} onClose={onClose} title={t('delete_permanently_2')} role="alertdialog">
      {/* A new person, a new form: nothing typed for someone else carries over. */}
      {item && <PurgeForm key={item.id} item={item} onClose={onClose} notify={notify} />}
    </Modal>
  )
}

function PurgeForm({ item, onClose, notify }: { item: TrashItem; onClose: () => void; notify: Notify }) {
  const { t } = useTranslation('admin')
  const mutation = usePurgePerson()
  const [typed, setTyped] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const errorId = useId()
  const busy = mutation.isPending
  const matches = typed.trim() === item.last_name.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!matches || busy) return
    mutation.mutate(
      { id: item.id, lastName: typed.trim() },
      {
        onSuccess: () => {
          notify('success', PURGED)
          onClose()
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.last_name : undefined
          if (field) setFieldError(field)
          else notify('error', `Error deleting person: ${errorMessage(error, 'Please try again.')}`)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-stone-800">
        <strong className="font-semibold">{item.name}</strong> {t('and_their_photo_will_be_deleted')}
      </p>
      <TextField
        label={t('type_the_last_name_last_name', { last_name: item.last_name })}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        invalid={fieldError !== null}
        errorId={errorId}
        onChange={(event) => {
          setTyped(event.target.value)
          setFieldError(null)
        }}
      />
      {fieldError && (
        <p id={errorId} className="text-sm text-red-700">
          {fieldError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={!matches || busy}>
          {busy ? t('processing') : t('delete_permanently')}
        </Button>
      </div>
    </form>
  )
}
