import type { components } from '@/lib/api/schema'

export type ImportJob = components['schemas']['ImportJobOut']
export type ImportCounts = components['schemas']['ImportCounts']
export type RowError = components['schemas']['RowErrorOut']
export type PreviewRow = components['schemas']['PreviewRow']

export const importKeys = {
  all: ['imports'] as const,
  job: (id: number) => [...importKeys.all, id] as const,
}

/** Still working on the server: the job is polled. */
export function isRunning(job: ImportJob): boolean {
  return job.status === 'checking' || job.status === 'importing'
}

/** The rows the check accepted (they will be created, updated or left unchanged). */
export function validRows(counts: ImportCounts): number {
  return counts.create + counts.update + counts.unchanged
}
