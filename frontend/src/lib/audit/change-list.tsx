import { useTranslation } from 'react-i18next'

import { formatValue } from './format'
import { fieldLabel, valueLabel } from './labels'

/** What an audit event records: {field: [old, new]}. */
export type Changes = Record<string, unknown[]>

/**
 * Each changed field as 'Label: old → new' (a photo change shows its file names), in the interface's language.
 * A field in `erased` (a purged person's value, whose key the purge destroyed) says so instead of its values.
 */
export function ChangeList({ changes, erased = [] }: { changes: Changes; erased?: readonly string[] }) {
  useTranslation('audit') // shown again when the language changes
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
          ) : (
            <>
              <span className="text-stone-600">{valueLabel(field, before) ?? formatValue(before)}</span> →{' '}
              <span className="text-stone-900">{valueLabel(field, after) ?? formatValue(after)}</span>
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
