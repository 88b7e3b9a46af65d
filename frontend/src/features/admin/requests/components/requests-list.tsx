import { useTranslation } from 'react-i18next'

import { TextLink } from '@/components/ui/text-link'
import { formatLongDate } from '@/lib/long-date'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import { DataCards, DataTable, type DataColumn } from '../../components/data-table'
import type { DataRequest } from '../api/types'

import { StatusBadge } from './status-badge'

interface Props {
  items: readonly DataRequest[]
  loading: boolean
  emptyText: string
}

/** The requests, a table at desktop width and cards on a phone; each opens the request's page. */
export function RequestsList({ items, loading, emptyText }: Props) {
  const { t, i18n } = useTranslation('admin-requests')
  const phone = usePhoneLayout()
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  const person = (item: DataRequest) => item.person_name ?? t('purged')
  const title = (item: DataRequest) => (
    <TextLink to={`/admin/requests/${item.id}`}>
      {t('number', { id: item.id })} · {t(`kind.${item.kind}`)}
    </TextLink>
  )
  if (phone) {
    return (
      <DataCards
        label={t('list')}
        rows={items}
        rowKey={(item) => item.id}
        loading={loading}
        emptyText={emptyText}
        card={(item) => (
          <li className="space-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <p>{title(item)}</p>
            <p className="break-words font-medium text-stone-900">{person(item)}</p>
            <p className="text-stone-700">
              {t('columns.due')}: {day(item.due_on)} <StatusBadge status={item.status} />
            </p>
          </li>
        )}
      />
    )
  }
  const columns: DataColumn<DataRequest>[] = [
    { header: t('columns.request'), cell: title, className: 'whitespace-nowrap' },
    { header: t('columns.person'), cell: person, className: 'break-words font-medium text-stone-900' },
    { header: t('columns.requester'), cell: (item) => item.requester_name ?? t('purged'), className: 'break-words' },
    { header: t('columns.received'), cell: (item) => day(item.received_on), className: 'whitespace-nowrap' },
    { header: t('columns.due'), cell: (item) => day(item.due_on), className: 'whitespace-nowrap' },
    { header: t('columns.status'), cell: (item) => <StatusBadge status={item.status} /> },
  ]
  return (
    <DataTable
      label={t('list')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      loading={loading}
      emptyText={emptyText}
    />
  )
}
