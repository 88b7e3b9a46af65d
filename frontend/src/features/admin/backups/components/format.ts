import type { Backup } from '../api/types'

/** '1.4 MB' */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB']
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024
    unit += 1
  }
  return unit === 0 ? `${bytes} bytes` : `${size.toFixed(1)} ${units[unit]}`
}

/** When it was made, in the municipality's time. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' })
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** '12 people, 3 users, 40 audit events, 5 photos' */
export function formatCounts({ counts }: Backup): string {
  return [
    plural(counts.people, 'person', 'people'),
    plural(counts.users, 'user', 'users'),
    plural(counts.audit_events, 'audit event', 'audit events'),
    plural(counts.photo_files + counts.barangay_photos, 'photo', 'photos'),
  ].join(', ')
}
