import { useId } from 'react'

import { formatDateTime } from '@/lib/date-time'

import { usePersonHistory, type HistoryEntry } from '../api/get-person-history'
import { entryTitle, fieldChanges } from '../lib/history'

/** The profile's History (IPMR and Chieftain): who created the record and every change after it, newest first. */
export function PersonHistory({ personId }: { personId: number }) {
  const headingId = useId()
  const history = usePersonHistory(personId)
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-brand-900">
        History
      </h3>
      {history.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading history…
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the history: {history.error.message}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-stone-600">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-3">
          {history.data.map((entry, index) => (
            <HistoryItem key={`${entry.at}-${index}`} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  )
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const changes = fieldChanges(entry)
  const created = entry.action === 'person.created'
  return (
    <li className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm">
      <p className="font-semibold text-stone-900">{entryTitle(entry)}</p>
      <p className="text-stone-600">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {created && changes.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer rounded font-medium text-brand-800">First values ({changes.length})</summary>
          <dl className="mt-2 space-y-1">
            {changes.map((change) => (
              <div key={change.field} className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-stone-700">{change.label}:</dt>
                <dd className="min-w-0 break-words text-stone-900">{change.after}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : (
        changes.length > 0 && (
          <ul className="mt-2 space-y-1">
            {changes.map((change) => (
              <li key={change.field} className="break-words text-stone-900">
                <span className="font-medium text-stone-700">{change.label}:</span> {change.before} → {change.after}
              </li>
            ))}
          </ul>
        )
      )}
    </li>
  )
}
