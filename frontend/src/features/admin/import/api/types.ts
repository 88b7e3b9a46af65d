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

/** What to leave out at Import: every row that may already be in the registry, or the rows chosen. */
export interface ImportChoice {
  skip_likely: boolean
  skip_rows: number[]
}

/** The rows Import will write (created or updated): not those unchanged, refused or left out by the choice. */
export function rowsToImport(counts: ImportCounts, choice: ImportChoice): number {
  const leftOut = choice.skip_likely ? (counts.likely ?? 0) : choice.skip_rows.length
  return Math.max(0, counts.create + counts.update - leftOut)
}
