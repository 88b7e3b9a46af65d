import { useTranslation } from 'react-i18next'

import { ConflictChoices } from '@/lib/offline/conflict-choices'
import type { Person, PersonBody } from '@/lib/offline/db'

interface Props {
  /** The server's 'This record was changed by … after the proposal was made.' */
  message: string
  proposed: Record<string, unknown>
  /** The record as it is now (the 409 carried it). */
  current: Person
  /** Saves the proposal with the chosen values, based on the record as it is now. */
  onSave: (body: Record<string, unknown>) => Promise<void>
  onCancel: () => void
}

/**
 * An approval refused because the record changed after the proposal was made: shown as the person form shows an
 * edit conflict (lib/offline's choices): the record now and the proposal side by side, a choice per field; saving
 * the choices edits the proposal (PUT /api/proposals/{id}), which can then be approved.
 */
export function StaleConflict({ message, proposed, current, onSave, onCancel }: Props) {
  const { t } = useTranslation('admin-proposals')
  return (
    <section aria-label={t('stale.title')} className="rounded-lg border border-red-300 bg-red-50 p-3 sm:p-4">
      <ConflictChoices
        yours={proposed as PersonBody}
        theirs={current}
        base={null}
        intro={message}
        message={t('stale.intro')}
        cancelLabel={t('stale.cancel')}
        onCancel={onCancel}
        onSave={(body) => onSave(body as Record<string, unknown>)}
        sides={{ theirs: t('stale.record'), yours: t('stale.proposal') }}
        focusOnShow
      />
    </section>
  )
}
