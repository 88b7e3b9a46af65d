import { Button } from '@/components/ui/button'
import { TableScroll } from '@/components/ui/table-scroll'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import type { Backup } from '../api/types'
import { formatCounts, formatSize, formatTime } from './format'
import { useTranslation } from 'react-i18next'

const cell = 'px-3 py-2 align-top'

interface Props {
  backups: readonly Backup[]
  onDownload: (name: string) => void
}

/** The backups on the server, newest first: when, how big, what it holds, whether it was read back. */
export function BackupsTable({ backups, onDownload }: Props) {
  const { t } = useTranslation('admin')
  const phone = usePhoneLayout()
  const download = (backup: Backup) => (
    <Button variant="secondary" onClick={() => onDownload(backup.name)} aria-label={t('download_backup_of_formattime', { formatTime: formatTime(backup.created_at) })}>
      {t('download')}
    </Button>
  )
  if (phone) {
    return (
      <ul aria-label={t('backups')} className="space-y-3">
        {backups.map((backup) => (
          <li key={backup.name} className="space-y-1 rounded-xl border border-stone-200 bg-white p-3 text-sm">
            <p className="font-semibold">{formatTime(backup.created_at)}</p>
            <p>
              {formatSize(backup.size)} {t('verified')} {backup.verified ? t('yes') : t('no')}
              {backup.encrypted ? t('encrypted') : ''}
            </p>
            <p className="text-stone-700">{formatCounts(backup)}</p>
            {download(backup)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <TableScroll label={t('backups')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('backups')}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className={cell}>{t('time')}</th>
            <th scope="col" className={cell}>{t('size')}</th>
            <th scope="col" className={cell}>{t('holds')}</th>
            <th scope="col" className={cell}>{t('verified_2')}</th>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {backups.map((backup) => (
            <tr key={backup.name}>
              <td className={`${cell} whitespace-nowrap`}>
                {formatTime(backup.created_at)}
                {backup.encrypted && <span className="block text-xs text-stone-600">{t('encrypted_2')}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatSize(backup.size)}</td>
              <td className={cell}>{formatCounts(backup)}</td>
              <td className={cell}>{backup.verified ? t('yes') : t('no')}</td>
              <td className={`${cell} text-right`}>{download(backup)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
