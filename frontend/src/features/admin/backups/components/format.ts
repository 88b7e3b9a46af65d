import type { TFunction } from 'i18next'

import type { Backup } from '../api/types'

type BackupsT = TFunction<'admin-backups'>

const UNITS = ['KB', 'MB', 'GB'] as const

/** '1.4 MB', '512 bytes' */
export function formatSize(bytes: number, t: BackupsT): string {
  let size = bytes
  let unit = -1
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit += 1
  }
  return unit < 0 ? t('size.bytes', { count: bytes }) : t(`size.${UNITS[unit]}`, { size: size.toFixed(1) })
}

/** '12 people, 3 users, 40 audit events, 5 photos' */
export function formatCounts({ counts }: Backup, t: BackupsT): string {
  return t('counts.list', {
    people: t('counts.people', { count: counts.people }),
    users: t('counts.users', { count: counts.users }),
    events: t('counts.events', { count: counts.audit_events }),
    photos: t('counts.photos', { count: counts.photo_files + counts.barangay_photos }),
  })
}
