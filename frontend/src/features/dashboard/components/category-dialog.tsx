import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

import type { DashboardStats } from '../api/types'
import { DIALOG_CHOICES, type Choice, type DialogId } from '../lib/tiles'

interface Props {
  dialog: DialogId | null
  onClose: () => void
  show: (count: (s: DashboardStats) => number) => string
}

/** 'Select Category' for the Students and Health Condition tiles; Escape or Back closes it. */
export function CategoryDialog({ dialog, onClose, show }: Props) {
  const { t } = useTranslation('dashboard')
  return (
    <Modal
      open={dialog !== null}
      onClose={onClose}
      title={t('select_category')}
      showCloseButton={false}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('back')}
        </Button>
      }
    >
      <ul className="grid gap-3">
        {dialog &&
          DIALOG_CHOICES[dialog].map((choice) => (
            <li key={choice.to}>
              <ChoiceLink choice={choice} count={show(choice.count)} />
            </li>
          ))}
      </ul>
    </Modal>
  )
}

/** Named by what it shows, label then count, like the tiles. */
function ChoiceLink({ choice, count }: { choice: Choice; count: string }) {
  return (
    <Link
      to={choice.to}
      className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 px-4 py-3 font-semibold text-stone-800 hover:border-brand-600 hover:bg-brand-50"
    >
      <span>{choice.label}</span>{' '}
      <span className="text-2xl font-bold tabular-nums text-brand-800">{count}</span>
    </Link>
  )
}
