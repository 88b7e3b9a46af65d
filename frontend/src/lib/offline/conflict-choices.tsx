import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { differences, keptYours, mergeChoices, type Choice } from './conflict'
import type { Person, PersonBody } from './db'

function shown(value: unknown, empty: string): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : empty
  return value === null || value === undefined || value === '' ? empty : String(value)
}

interface Props {
  yours: PersonBody
  theirs: Person
  /** The record the edit started from: a field only one side changed merges without asking. */
  base: Person | null
  intro: string
  message?: string | null
  cancelLabel: string
  onCancel: () => void
  /** Saves the merged body (theirs, with the fields kept as yours). */
  onSave: (body: PersonBody) => Promise<unknown>
  /** Focus comes here when it appears (inside a form; a dialog focuses itself). */
  focusOnShow?: boolean
  /** The two sides' names (by default the server's and this device's: the IPMR's queue names the record and the
   * proposal). */
  sides?: Record<Choice, string>
}

/**
 * An edit met a record changed by someone else meanwhile (offline or in another tab): side by side, theirs
 * and yours, a choice per field both changed (theirs chosen until the clerk picks yours); the fields only
 * one side changed are merged without asking. Nothing is saved until Save my choices.
 */
export function ConflictChoices({ yours, theirs, base, intro, message, cancelLabel, onCancel, onSave, focusOnShow, sides }: Props) {
  const { t } = useTranslation('offline')
  const { t: fieldLabel } = useTranslation('person-fields')
  const rows = differences(yours, theirs, base)
  const kept = keptYours(yours, theirs, base)
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const [saving, setSaving] = useState(false)
  const name = useId()
  const ref = useRef<HTMLDivElement>(null)
  const empty = t('conflict.empty')
  const label = (field: string) => fieldLabel(field, { defaultValue: field })
  const sideName = (choice: Choice) => sides?.[choice] ?? t(`conflict.${choice}`)

  useEffect(() => {
    if (focusOnShow) ref.current?.focus()
  }, [focusOnShow, theirs.version])

  async function save() {
    setSaving(true)
    try {
      await onSave(mergeChoices(yours, theirs, choices, base))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label={t('conflict.title')} className="space-y-4 outline-none">
      <p className="text-stone-800">{intro}</p>
      {message && <p className="text-sm text-stone-600">{message}</p>}
      {rows.length > 0 && (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-2">{t('conflict.field')}</th>
              <th scope="col" className="py-2 pr-2">{sideName('theirs')}</th>
              <th scope="col" className="py-2">{sideName('yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const field = label(row.field)
              const side = (choice: Choice, value: unknown) => (
                <label className="flex min-h-10 items-start gap-2">
                  <input
                    type="radio"
                    className="mt-1"
                    name={`${name}-${row.field}`}
                    checked={(choices[row.field] ?? 'theirs') === choice}
                    onChange={() => setChoices((now) => ({ ...now, [row.field]: choice }))}
                    aria-label={t('conflict.keep', { side: sideName(choice), field })}
                  />
                  <span className="min-w-0 break-words">{shown(value, empty)}</span>
                </label>
              )
              return (
                <tr key={row.field} className="border-b border-stone-200 align-top">
                  <th scope="row" className="py-2 pr-2 font-medium">{field}</th>
                  <td className="py-2 pr-2">{side('theirs', row.theirs)}</td>
                  <td className="py-2">{side('yours', row.yours)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {kept.length > 0 && (
        <p className="text-sm text-stone-700">{t('conflict.kept', { fields: kept.map(label).join(', ') })}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button disabled={saving} onClick={() => void save()}>
          {t('conflict.save')}
        </Button>
      </div>
    </div>
  )
}
