import { useTranslation } from 'react-i18next'

import type { TrashItem } from '../api/get-trash'

const TONES = {
  restore: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200 disabled:opacity-60',
  purge: 'bg-red-100 text-red-900 hover:bg-red-200',
}

export interface TrashActionHandlers {
  /** The id of the person being restored right now, if any. */
  restoringId: number | null
  onRestore: (item: TrashItem) => void
  onPurge: (item: TrashItem) => void
}

/** Restore and Delete permanently for one person: short visible text, the name in the accessible name. */
export function TrashActions({ item, restoringId, onRestore, onPurge }: TrashActionHandlers & { item: TrashItem }) {
  const { t } = useTranslation('admin-trash')
  const restoring = restoringId === item.id
  const button = 'rounded-md px-2.5 py-1.5 text-xs font-medium whitespace-nowrap focus-visible:outline-offset-1'
  return (
    <div className="flex flex-wrap gap-1.5">
      <button
        type="button"
        aria-label={t(restoring ? 'restoringName' : 'restoreName', { name: item.name })}
        disabled={restoringId !== null}
        onClick={() => onRestore(item)}
        className={`${button} ${TONES.restore}`}
      >
        {restoring ? t('restoring') : t('restore')}
      </button>
      <button
        type="button"
        aria-label={t('purgeName', { name: item.name })}
        onClick={() => onPurge(item)}
        className={`${button} ${TONES.purge}`}
      >
        {t('purge')}
      </button>
    </div>
  )
}
