import { useTranslation } from 'react-i18next'

import type { ImportChoice, ImportJob } from '../api/types'
import { useRowRef } from './use-row-ref'

interface Props {
  duplicates: ImportJob['duplicates']
  count: number
  choice: ImportChoice
  onChoice: (choice: ImportChoice) => void
}

/** The check's rows that may already be in the registry (katutubo.duplicates): left out with one choice (on by
 * default), or, with it off, imported except those marked one by one. */
export function ImportDuplicates({ duplicates, count, choice, onChoice }: Props) {
  const { t } = useTranslation('duplicates')
  const ref = useRowRef()
  if (!duplicates?.length) return null
  const toggle = (row: number, leaveOut: boolean) =>
    onChoice({
      ...choice,
      skip_rows: leaveOut ? [...choice.skip_rows, row] : choice.skip_rows.filter((other) => other !== row),
    })
  return (
    <section aria-labelledby="import-duplicates-title" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h4 id="import-duplicates-title" className="font-semibold">
        {t('import.title')}
      </h4>
      <p className="text-sm">{t('import.intro', { count })}</p>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={choice.skip_likely}
          onChange={(event) => onChoice({ skip_likely: event.target.checked, skip_rows: [] })}
        />
        {t('import.skipLikely')}
      </label>
      {!choice.skip_likely && <p className="text-sm">{t('import.reviewHint')}</p>}
      <ul className="space-y-1 text-sm">
        {duplicates.map((row) => {
          const name = t('import.row', { ref: ref(row), name: row.name })
          const mayBe = t('import.mayBe', { names: row.matches.map((match) => match.name).join('; ') })
          return (
            <li key={row.row} className="break-words">
              {choice.skip_likely ? (
                <span className="font-medium">{name}</span>
              ) : (
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={choice.skip_rows.includes(row.row)}
                    onChange={(event) => toggle(row.row, event.target.checked)}
                    aria-label={t('import.leaveOut', { ref: ref(row), name: row.name })}
                  />
                  <span className="font-medium">{name}</span>
                </label>
              )}
              {' — '}
              {mayBe}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
