import type { components } from '@/lib/api/schema'

export type Backup = components['schemas']['BackupOut']
export type BackupSchedule = components['schemas']['BackupScheduleOut']

export const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
  schedule: () => [...backupKeys.all, 'schedule'] as const,
}
