import { EmptyRow } from '@/components/ui/empty-list'
import { TableScroll } from '@/components/ui/table-scroll'
import { formatDateTime } from '@/lib/audit/format'

import type { TrashItem } from '../api/get-trash'

import { TrashActions, type TrashActionHandlers } from './trash-actions'
import { useTranslation } from 'react-i18next'

export const EMPTY_TRASH = 'The Trash is empty.'

interface Props extends TrashActionHandlers {
  items: readonly TrashItem[]
  loading: boolean
}

const COLUMNS = ['Name', 'Barangay', 'Deleted by', 'Deleted on', 'Actions']
const CELL = 'px-3 py-2 align-top'

/** The Trash at desktop width: one row per deleted person, the most recently deleted first. */
export function TrashTable({ items, loading, ...actions }: Props) {
  const { t } = useTranslation('admin')
  return (
    <TableScroll label={t('deleted_people')}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <thead className="bg-brand-800 text-xs uppercase tracking-wide text-white">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} className="px-3 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading ? 'opacity-60' : ''}>
          {items.length === 0 ? (
            <EmptyRow columns={COLUMNS.length} loading={loading} text={EMPTY_TRASH} />
          ) : (
            items.map((item) => (
              <tr key={item.id} className="border-t border-stone-100">
                <td className={`${CELL} min-w-40 font-medium break-words text-stone-900`}>{item.name}</td>
                <td className={CELL}>{item.barangay}</td>
                <td className={`${CELL} break-words`}>{item.deleted_by_name ?? '—'}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>
                </td>
                <td className={CELL}>
                  <TrashActions item={item} {...actions} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}
