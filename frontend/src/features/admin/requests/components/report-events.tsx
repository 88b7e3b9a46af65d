import { useTranslation } from 'react-i18next'

import { ChangeList } from '@/lib/audit/change-list'
import { formatDateTime } from '@/lib/audit/format'
import { actionLabel } from '@/lib/audit/labels'

import type { ReportEvent } from '../api/types'

/** Every view and change of the record from the audit trail: when, who, what (a purge's erased values say so). */
export function ReportEvents({ events }: { events: readonly ReportEvent[] }) {
  const { t } = useTranslation('admin-requests')
  return (
    <table aria-label={t('report.eventsLabel')} className="w-full table-fixed border-collapse text-left text-xs sm:text-sm">
      <thead>
        <tr className="border-b border-stone-400">
          <th scope="col" className="w-[28%] py-1 pr-2">{t('report.when')}</th>
          <th scope="col" className="w-[22%] py-1 pr-2">{t('report.who')}</th>
          <th scope="col" className="py-1">{t('report.what')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} className="break-inside-avoid border-b border-stone-200 align-top">
            <td className="py-1 pr-2">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </td>
            <td className="break-words py-1 pr-2">{event.actor_name ?? t('report.system')}</td>
            <td className="break-words py-1">
              <p className="font-medium">{actionLabel(event.action)}</p>
              <ChangeList changes={event.changes} erased={event.erased_fields} action={event.action} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
