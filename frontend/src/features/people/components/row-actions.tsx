import { useTranslation } from 'react-i18next'

import type { Person } from '../api/types'
import { personName } from '@/lib/person-name'

const ACTIONS = {
  view: { className: 'bg-sky-100 text-sky-900 hover:bg-sky-200' },
  edit: { className: 'bg-amber-100 text-amber-900 hover:bg-amber-200' },
  delete: { className: 'bg-red-100 text-red-900 hover:bg-red-200' },
}

export interface RowActionHandlers {
  canEdit: boolean
  onView: (person: Person) => void
  onEdit: (person: Person) => void
  onDelete: (person: Person) => void
}

/** A row action: short visible text, the full name in its accessible name ('Edit Juan Dela Cruz'). */
function ActionButton({ tone, label, onClick }: { tone: keyof typeof ACTIONS; label: string; onClick: () => void }) {
  const { t } = useTranslation('people')
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-offset-1 ${ACTIONS[tone].className}`}
    >
      {t(`action.${tone}`)}
    </button>
  )
}

/** View, and for IPMR Edit and Delete, of one person (a table row or a phone card). */
export function RowActions({ person, canEdit, onView, onEdit, onDelete }: RowActionHandlers & { person: Person }) {
  const { t } = useTranslation('people')
  const name = personName(person, 'short')
  return (
    <div className="flex gap-1.5">
      <ActionButton tone="view" label={t('view_profile_of_name', { name })} onClick={() => onView(person)} />
      {canEdit && (
        <>
          <ActionButton tone="edit" label={t('edit_name', { name })} onClick={() => onEdit(person)} />
          <ActionButton tone="delete" label={t('delete_name', { name })} onClick={() => onDelete(person)} />
        </>
      )}
    </div>
  )
}
