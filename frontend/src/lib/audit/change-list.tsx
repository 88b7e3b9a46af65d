import { useTranslation } from 'react-i18next'

import { formatValue } from './format'
import { fieldLabel } from './labels'

/** What an audit event records: {field: [old, new]}. */
export type Changes = Record<string, unknown[]>

/** Each changed field as 'Label: old → new' (a photo change shows its file names), in the interface's language. */
export function ChangeList({ changes }: { changes: Changes }) {
  useTranslation('audit') // shown again when the language changes
  const entries = Object.entries(changes)
  if (entries.length === 0) return null
  return (
    <ul className="space-y-0.5 text-sm">
      {entries.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-stone-700">{fieldLabel(field)}:</span>{' '}
          <span className="text-stone-600">{formatValue(before)}</span> →{' '}
          <span className="text-stone-900">{formatValue(after)}</span>
        </li>
      ))}
    </ul>
  )
}
