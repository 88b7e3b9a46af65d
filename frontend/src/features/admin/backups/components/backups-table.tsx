import { Button } from '@/components/ui/button'
import { TableScroll } from '@/components/ui/table-scroll'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import type { Backup } from '../api/types'
import { formatCounts, formatSize, formatTime } from './format'

const cell = 'px-3 py-2 align-top'

interface Props {
  backups: readonly Backup[]
  onDownload: (name: string) => void
}

/** The backups on the server, newest first: when, how big, what it holds, whether it was read back. */
export function BackupsTable({ backups, onDownload }: Props) {
  const phone = usePhoneLayout()
  const download = (backup: Backup) => (
    <Button variant="secondary" onClick={() => onDownload(backup.name)} aria-label={`Download backup of ${formatTime(backup.created_at)}`}>
      Download
    </Button>
  )
  if (phone) {
    return (
      <ul aria-label="Backups" className="space-y-3">
        {backups.map((backup) => (
          <li key={backup.name} className="space-y-1 rounded-xl border border-stone-200 bg-white p-3 text-sm">
            <p className="font-semibold">{formatTime(backup.created_at)}</p>
            <p>
              {formatSize(backup.size)} · Verified: {backup.verified ? 'Yes' : 'No'}
              {backup.encrypted ? ' · Encrypted' : ''}
            </p>
            <p className="text-stone-700">{formatCounts(backup)}</p>
            {download(backup)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <TableScroll label="Backups">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Backups</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className={cell}>Time</th>
            <th scope="col" className={cell}>Size</th>
            <th scope="col" className={cell}>Holds</th>
            <th scope="col" className={cell}>Verified</th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {backups.map((backup) => (
            <tr key={backup.name}>
              <td className={`${cell} whitespace-nowrap`}>
                {formatTime(backup.created_at)}
                {backup.encrypted && <span className="block text-xs text-stone-600">Encrypted</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatSize(backup.size)}</td>
              <td className={cell}>{formatCounts(backup)}</td>
              <td className={cell}>{backup.verified ? 'Yes' : 'No'}</td>
              <td className={`${cell} text-right`}>{download(backup)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
