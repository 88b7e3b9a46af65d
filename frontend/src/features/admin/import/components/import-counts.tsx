import { useTranslation } from 'react-i18next'

import type { ImportCounts } from '../api/types'

const KEYS: Record<'check' | 'result', readonly (keyof ImportCounts)[]> = {
  check: ['create', 'update', 'unchanged', 'rejected', 'likely'],
  result: ['create', 'update', 'unchanged', 'rejected', 'skipped'],
}

/** The five counts: what the check found (`kind="check"`) or what the import did (`kind="result"`). */
export function ImportCountList({ counts, kind, label }: { counts: ImportCounts; kind: 'check' | 'result'; label: string }) {
  const { t, i18n } = useTranslation('admin-import')
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {KEYS[kind].map((key) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white px-3 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{t(`counts.${kind}.${key}`)}</dt>
          <dd className={`text-2xl font-semibold ${key === 'rejected' && (counts[key] ?? 0) > 0 ? 'text-red-800' : 'text-brand-900'}`}>
            {(counts[key] ?? 0).toLocaleString(i18n.language === 'fil' ? 'fil-PH' : 'en-US')}
          </dd>
        </div>
      ))}
    </dl>
  )
}
