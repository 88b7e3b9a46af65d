import { useTranslation } from 'react-i18next'

import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/audit/format'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import { DataCards, DataTable, type DataColumn } from '../../components/data-table'
import type { IncidentLine } from '../api/get-incidents'
import { CountdownBadge } from './countdown-badge'

interface Props {
  items: readonly IncidentLine[]
  loading: boolean
}

function useNatureText() {
  const { t } = useTranslation('admin-incidents')
  return (item: IncidentLine) => (item.nature === 'other' && item.nature_other ? item.nature_other : t(`nature.${item.nature}`))
}

/** The register: each incident's number (a link to it), discovery, nature, people affected and NPC countdown. */
export function IncidentList({ items, loading }: Props) {
  const { t, i18n } = useTranslation('admin-incidents')
  const natureText = useNatureText()
  const phone = usePhoneLayout()
  const link = (item: IncidentLine) => <TextLink to={`/admin/incidents/${item.id}`}>{t('number', { id: item.id })}</TextLink>
  const badge = (item: IncidentLine) => <CountdownBadge countdown={item.countdown} notifiedAt={item.npc_notified_at} />
  const discovered = (item: IncidentLine) => <time dateTime={item.discovered_at}>{formatDateTime(item.discovered_at, i18n.language)}</time>
  if (phone) {
    return (
      <DataCards
        label={t('listLabel')}
        rows={items}
        rowKey={(item) => item.id}
        loading={loading}
        emptyText={t('empty')}
        card={(item) => (
          <li className="space-y-1 rounded-lg border border-stone-200 p-3">
            <p>{link(item)}</p>
            <p className="text-sm">
              {discovered(item)} · {natureText(item)}
            </p>
            <p className="text-sm">
              {t('columns.people')}: {item.people_count}
            </p>
            {badge(item)}
          </li>
        )}
      />
    )
  }
  const columns: DataColumn<IncidentLine>[] = [
    { header: t('columns.incident'), rowHeader: true, className: 'whitespace-nowrap', cell: link },
    { header: t('columns.discovered'), className: 'whitespace-nowrap', cell: discovered },
    { header: t('columns.nature'), className: 'break-words', cell: natureText },
    { header: t('columns.people'), cell: (item) => item.people_count },
    { header: t('columns.npc'), cell: badge },
  ]
  return <DataTable label={t('listLabel')} columns={columns} rows={items} rowKey={(item) => item.id} loading={loading} emptyText={t('empty')} />
}
