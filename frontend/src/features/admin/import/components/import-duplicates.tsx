import { useTranslation } from 'react-i18next'

import type { ImportJob } from '../api/types'
import { useRowRef } from './use-row-ref'

/** The check's rows that may already be in the registry: shown, never refused (katutubo.duplicates). */
export function ImportDuplicates({ duplicates }: { duplicates: ImportJob['duplicates'] }) {
  const { t } = useTranslation('duplicates')
  const ref = useRowRef()
  if (!duplicates?.length) return null
  return (
    <section aria-labelledby="import-duplicates-title" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h4 id="import-duplicates-title" className="font-semibold">
        {t('import.title')}
      </h4>
      <p className="text-sm">{t('import.intro', { count: duplicates.length })}</p>
      <ul className="space-y-1 text-sm">
        {duplicates.map((row) => (
          <li key={row.row}>
            <span className="font-medium">{t('import.row', { ref: ref(row), name: row.name })}</span>
            {' — '}
            {t('import.mayBe', { names: row.matches.map((match) => match.name).join('; ') })}
          </li>
        ))}
      </ul>
    </section>
  )
}
