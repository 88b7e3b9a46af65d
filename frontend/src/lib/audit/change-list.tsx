import { useTranslation } from 'react-i18next'

import { exportFiltersInWords } from './export-filters'
import { formatValue } from './format'
import { fieldLabel, recordsFacts, valueLabel } from './labels'

/** What an audit event records: {field: [old, new]}. */
export type Changes = Record<string, unknown[]>

/** A recorded value in words: a value the app names, an export's filters as the list names them, or as it is. */
function valueWords(field: string, value: unknown): string {
  if (field === 'filters' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return exportFiltersInWords(value as Record<string, unknown>)
  }
  return valueLabel(field, value) ?? formatValue(value)
}

/**
 * Each changed field as 'Label: old → new' (a photo change shows its file names), in the interface's language.
 * A field in `erased` (a purged person's value, whose key the purge destroyed) says so instead of its values.
 * An event that records facts (an export: its list, filters and rows) shows 'Label: value', no 'before →'.
 */
export function ChangeList({ changes, erased = [], action }: { changes: Changes; erased?: readonly string[]; action?: string }) {
  useTranslation('audit') // shown again when the language changes
  const facts = recordsFacts(action)
  // A value recorded as both before and after is no change ('CTM-2026-00001 → CTM-2026-00001'): not shown.
  const entries = Object.entries(changes).filter(
    ([field, [before, after]]) => erased.includes(field) || formatValue(before) !== formatValue(after),
  )
  if (entries.length === 0) return null
  return (
    <ul className="space-y-0.5 text-sm">
      {entries.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-stone-700">{fieldLabel(field)}:</span>{' '}
          {erased.includes(field) ? (
            <Erased />
          ) : facts ? (
            <span className="text-stone-900">{valueWords(field, after)}</span>
          ) : (
            <>
              <span className="text-stone-600">{valueWords(field, before)}</span> →{' '}
              <span className="text-stone-900">{valueWords(field, after)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** In place of a value the purge made unreadable. */
export function Erased() {
  const { t } = useTranslation('audit')
  return <em className="text-stone-500">{t('erased')}</em>
}
