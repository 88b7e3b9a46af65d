import { EmptyCards } from '@/components/ui/empty-list'
import { formatDateTime } from '@/lib/audit/format'

import type { TrashItem } from '../api/get-trash'

import { TrashActions, type TrashActionHandlers } from './trash-actions'
import { EMPTY_TRASH } from './trash-table'
import { useTranslation } from 'react-i18next'

interface Props extends TrashActionHandlers {
  items: readonly TrashItem[]
  loading: boolean
}

/** The Trash on a phone: one card per deleted person, with the same actions. */
export function TrashCards({ items, loading, ...actions }: Props) {
  const { t } = useTranslation('admin')
  if (items.length === 0) {
    return <EmptyCards loading={loading} text={EMPTY_TRASH} />
  }
  return (
    <ul aria-label={t('deleted_people')} aria-busy={loading} className={`space-y-3 ${loading ? 'opacity-60' : ''}`}>
      {items.map((item) => (
        <li key={item.id} aria-label={item.name} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
          <p className="font-medium break-words text-stone-900">{item.name}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-500">{t('barangay')}</dt>
            <dd className="min-w-0 break-words">{item.barangay}</dd>
            <dt className="text-stone-500">{t('deleted_by')}</dt>
            <dd className="min-w-0 break-words">{item.deleted_by_name ?? '—'}</dd>
            <dt className="text-stone-500">{t('deleted_on')}</dt>
            <dd>
              <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>
            </dd>
          </dl>
          <TrashActions item={item} {...actions} />
        </li>
      ))}
    </ul>
  )
}
