import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { ChangeList, Erased } from '@/lib/audit/change-list'
import { formatLongDateTime, formatValue } from '@/lib/audit/format'
import { fieldLabel } from '@/lib/audit/labels'

import { usePersonHistory, type HistoryEntry } from '../api/get-person-history'
import { entryTitle } from '../lib/history'

/** The profile's History (IPMR and Chieftain): who created the record and every change after it, newest first. */
export function PersonHistory({ personId }: { personId: number }) {
  const { t } = useTranslation('people')
  const headingId = useId()
  const history = usePersonHistory(personId)
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-brand-900">
        {t('history')}
      </h3>
      {history.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t('loading_history')}
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">{t('failed_to_load_the_history_message', { message: history.error.message })}</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t('no_changes_recorded_yet')}</p>
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
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm">
      <div>
        <p className="font-semibold text-stone-900">{entryTitle(entry)}</p>
        <p className="text-stone-600">
          <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
        </p>
      </div>
      {entry.action === 'person.created' ? (
        <FirstValues changes={entry.changes} erased={entry.erased_fields} />
      ) : (
        <ChangeList changes={entry.changes} erased={entry.erased_fields} action={entry.action} />
      )}
    </li>
  )
}

/** A new record's values, folded away under a summary (they are the whole form). */
function FirstValues({ changes, erased }: { changes: HistoryEntry['changes']; erased: readonly string[] }) {
  const { t } = useTranslation('people')
  const entries = Object.entries(changes)
  if (entries.length === 0) return null
  return (
    <details>
      <summary className="cursor-pointer rounded font-medium text-brand-800">{t('first_values', { count: entries.length })}</summary>
      <dl className="mt-2 space-y-1">
        {entries.map(([field, [, value]]) => (
          <div key={field} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-stone-700">{fieldLabel(field)}:</dt>
            <dd className="min-w-0 break-words text-stone-900">{erased.includes(field) ? <Erased /> : formatValue(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
