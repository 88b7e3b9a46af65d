import { useTranslation } from 'react-i18next'

import { formatDateTime } from '@/lib/audit/format'

import { DataCards, DataTable, type DataColumn } from '../../components/data-table'
import type { TrashItem } from '../api/get-trash'

import { MergedInto } from './merged-into'
import { TrashActions, type TrashActionHandlers } from './trash-actions'

interface Props extends TrashActionHandlers {
  items: readonly TrashItem[]
  loading: boolean
  /** What an empty list says (the Trash is empty, or nobody in it matches the search). */
  emptyText: string
}

function DeletedOn({ item }: { item: TrashItem }) {
  return <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>
}

/** The Trash at desktop width: one row per deleted person, the most recently deleted first. */
export function TrashTable({ items, loading, emptyText, ...actions }: Props) {
  const { t } = useTranslation('admin-trash')
  const { t: fieldLabel } = useTranslation('person-fields')
  const columns: DataColumn<TrashItem>[] = [
    {
      header: t('columns.name'),
      className: 'min-w-40 font-medium break-words text-stone-900',
      cell: (item) => (
        <>
          {item.name}
          <MergedInto id={item.merged_into} />
        </>
      ),
    },
    { header: fieldLabel('barangay'), cell: (item) => item.barangay },
    { header: t('columns.deletedBy'), className: 'break-words', cell: (item) => item.deleted_by_name ?? '—' },
    { header: t('columns.deletedOn'), className: 'whitespace-nowrap', cell: (item) => <DeletedOn item={item} /> },
    { header: t('columns.actions'), cell: (item) => <TrashActions item={item} {...actions} /> },
  ]
  return (
    <DataTable
      label={t('deletedPeople')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      loading={loading}
      emptyText={emptyText}
    />
  )
}

/** The Trash on a phone: one card per deleted person, with the same actions. */
export function TrashCards({ items, loading, emptyText, ...actions }: Props) {
  const { t } = useTranslation('admin-trash')
  const { t: fieldLabel } = useTranslation('person-fields')
  return (
    <DataCards
      label={t('deletedPeople')}
      rows={items}
      rowKey={(item) => item.id}
      loading={loading}
      emptyText={emptyText}
      card={(item) => (
        <li aria-label={item.name} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
          <p className="font-medium break-words text-stone-900">
            {item.name}
            <MergedInto id={item.merged_into} />
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-500">{fieldLabel('barangay')}</dt>
            <dd className="min-w-0 break-words">{item.barangay}</dd>
            <dt className="text-stone-500">{t('columns.deletedBy')}</dt>
            <dd className="min-w-0 break-words">{item.deleted_by_name ?? '—'}</dd>
            <dt className="text-stone-500">{t('columns.deletedOn')}</dt>
            <dd>
              <DeletedOn item={item} />
            </dd>
          </dl>
          <TrashActions item={item} {...actions} />
        </li>
      )}
    />
  )
}
