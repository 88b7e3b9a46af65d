import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/ui/modal'

import { ConflictChoices } from './conflict-choices'
import { draftName } from './draft'
import type { OutboxEntry } from './outbox'

interface Props {
  entry: OutboxEntry | null
  onClose: () => void
  /** After the choices are stored in the entry: send it. */
  onSettled: () => void
}

/** An edit made offline met a record changed on the server meanwhile: the choices, in a dialog. */
export function ConflictDialog({ entry, onClose, onSettled }: Props) {
  const { t } = useTranslation('offline')
  const theirs = entry?.theirs
  return (
    <Modal open={entry !== null} onClose={onClose} title={t('conflict.title')} widthClass="max-w-3xl">
      {entry && theirs && (
        <ConflictChoices
          yours={entry.body}
          theirs={theirs}
          base={entry.base}
          intro={t('conflict.intro', { name: draftName(entry) })}
          message={entry.message}
          cancelLabel={t('conflict.cancel')}
          onCancel={onClose}
          onSave={async (body) => {
            await (await import('./outbox')).settleConflict(entry.seq!, body, theirs)
            onClose()
            onSettled()
          }}
        />
      )}
    </Modal>
  )
}
