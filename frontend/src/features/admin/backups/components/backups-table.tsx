import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { TableScroll } from '@/components/ui/table-scroll'
import { formatDateTime } from '@/lib/audit/format'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import type { Backup } from '../api/types'
import { formatCounts, formatSize } from './format'

const cell = 'px-3 py-2 align-top'

interface Props {
  backups: readonly Backup[]
  onDownload: (name: string) => void
}

/** The backups on the server, newest first: when, how big, what it holds, whether it was read back. */
export function BackupsTable({ backups, onDownload }: Props) {
  const { t } = useTranslation('admin-backups')
  const phone = usePhoneLayout()
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  const download = (backup: Backup) => (
    <Button
      variant="secondary"
      onClick={() => onDownload(backup.name)}
      aria-label={t('downloadOf', { time: formatDateTime(backup.created_at) })}
    >
      {t('download')}
    </Button>
  )
  if (phone) {
    return (
      <ul aria-label={t('title')} className="space-y-3">
        {backups.map((backup) => (
          <li key={backup.name} className="space-y-1 rounded-xl border border-stone-200 bg-white p-3 text-sm">
            <p className="font-semibold">{formatDateTime(backup.created_at)}</p>
            <p>
              {t(backup.encrypted ? 'phoneLineEncrypted' : 'phoneLine', {
                size: formatSize(backup.size, t),
                verified: yesNo(backup.verified),
              })}
            </p>
            <p className="text-stone-700">{formatCounts(backup, t)}</p>
            {download(backup)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <TableScroll label={t('title')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className={cell}>{t('columns.time')}</th>
            <th scope="col" className={cell}>{t('columns.size')}</th>
            <th scope="col" className={cell}>{t('columns.holds')}</th>
            <th scope="col" className={cell}>{t('columns.verified')}</th>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {backups.map((backup) => (
            <tr key={backup.name}>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDateTime(backup.created_at)}
                {backup.encrypted && <span className="block text-xs text-stone-600">{t('encrypted')}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatSize(backup.size, t)}</td>
              <td className={cell}>{formatCounts(backup, t)}</td>
              <td className={cell}>{yesNo(backup.verified)}</td>
              <td className={`${cell} text-right`}>{download(backup)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
