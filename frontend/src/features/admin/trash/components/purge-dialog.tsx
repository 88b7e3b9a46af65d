import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { TextField } from '@/components/ui/text-field'
import type { Notify } from '@/components/ui/toast-stack'
import { ApiError, errorMessage } from '@/lib/api/errors'

import type { TrashItem } from '../api/get-trash'
import { usePurgePerson } from '../api/purge-person'

interface Props {
  item: TrashItem | null
  onClose: () => void
  notify: Notify
}

/**
 * Delete permanently: the IPMR types the person's last name (exactly) before the button enables, and the
 * reference of the National Archives' disposal authority (RA 9470), which the server requires and the audit
 * trail keeps. A refusal is shown beside its field, with everything typed kept.
 */
export function PurgeDialog({ item, onClose, notify }: Props) {
  const { t } = useTranslation('admin-trash')
  return (
    <Modal open={item !== null} onClose={onClose} title={t('purgeDialog.title')} role="alertdialog">
      {/* A new person, a new form: nothing typed for someone else carries over. */}
      {item && <PurgeForm key={item.id} item={item} onClose={onClose} notify={notify} />}
    </Modal>
  )
}

type PurgeField = 'last_name' | 'disposal_authority'

function PurgeForm({ item, onClose, notify }: { item: TrashItem; onClose: () => void; notify: Notify }) {
  const { t } = useTranslation('admin-trash')
  const mutation = usePurgePerson()
  const [typed, setTyped] = useState('')
  const [authority, setAuthority] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<PurgeField, string>>>({})
  const busy = mutation.isPending
  const matches = typed.trim() === item.last_name.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!matches || busy) return
    mutation.mutate(
      { id: item.id, lastName: typed.trim(), disposalAuthority: authority.trim() },
      {
        onSuccess: () => {
          notify('success', t('purgeDialog.purged'))
          onClose()
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {}
          const refused = { last_name: fields.last_name, disposal_authority: fields.disposal_authority }
          if (refused.last_name || refused.disposal_authority) setFieldErrors(refused)
          else notify('error', t('purgeDialog.failed', { reason: errorMessage(error, t('tryAgain')) }))
        },
      },
    )
  }

  function edited(field: PurgeField, set: (value: string) => void) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value)
      setFieldErrors((errors) => ({ ...errors, [field]: undefined }))
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-stone-800">
        <Trans
          t={t}
          i18nKey="purgeDialog.warning"
          values={{ name: item.name }}
          components={{ name: <strong className="font-semibold" /> }}
        />
      </p>
      <TextField
        label={t('purgeDialog.typeLastName', { lastName: item.last_name })}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        error={fieldErrors.last_name}
        onChange={edited('last_name', setTyped)}
      />
      <TextField
        label={t('purgeDialog.authority')}
        hint={t('purgeDialog.authorityHint')}
        value={authority}
        autoComplete="off"
        maxLength={200}
        error={fieldErrors.disposal_authority}
        onChange={edited('disposal_authority', setAuthority)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('purgeDialog.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={!matches || busy}>
          {busy ? t('purgeDialog.processing') : t('purge')}
        </Button>
      </div>
    </form>
  )
}
