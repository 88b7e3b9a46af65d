import type { ImportCounts } from '../api/types'

const CHECK_LABELS: Record<keyof ImportCounts, string> = {
  create: 'To create',
  update: 'To update',
  unchanged: 'Unchanged',
  rejected: 'Rejected',
}

const RESULT_LABELS: Record<keyof ImportCounts, string> = {
  create: 'Created',
  update: 'Updated',
  unchanged: 'Unchanged',
  rejected: 'Rejected',
}

/** The four counts: what the check found (`kind="check"`) or what the import did (`kind="result"`). */
export function ImportCountList({ counts, kind, label }: { counts: ImportCounts; kind: 'check' | 'result'; label: string }) {
  const labels = kind === 'check' ? CHECK_LABELS : RESULT_LABELS
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {(Object.keys(labels) as (keyof ImportCounts)[]).map((key) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white px-3 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{labels[key]}</dt>
          <dd className={`text-2xl font-semibold ${key === 'rejected' && counts[key] > 0 ? 'text-red-800' : 'text-brand-900'}`}>
            {counts[key].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  )
}
