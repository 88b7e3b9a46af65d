import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

import { differences, mergeChoices, type Choice } from './conflict'
import { draftName } from './draft'
import type { OutboxEntry } from './outbox'
import { settleConflict } from './outbox'

function shown(value: unknown, empty: string): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : empty
  return value === null || value === undefined || value === '' ? empty : String(value)
}

interface Props {
  entry: OutboxEntry | null
  onClose: () => void
  /** After the choices are stored in the entry: send it. */
  onSettled: () => void
}

/**
 * An edit made offline met a record changed on the server meanwhile: side by side, theirs and yours, a choice
 * per field that differs (theirs chosen until the clerk picks yours). Nothing is sent until Save my choices.
 */
export function ConflictDialog({ entry, onClose, onSettled }: Props) {
  const { t } = useTranslation('offline')
  return (
    <Modal open={entry !== null} onClose={onClose} title={t('conflict.title')} widthClass="max-w-3xl">
      {entry?.theirs && <Choices entry={entry} onClose={onClose} onSettled={onSettled} />}
    </Modal>
  )
}

function Choices({ entry, onClose, onSettled }: Props & { entry: OutboxEntry }) {
  const { t } = useTranslation('offline')
  const theirs = entry.theirs!
  const rows = differences(entry.body, theirs)
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const [saving, setSaving] = useState(false)
  const name = useId()
  const empty = t('conflict.empty')

  async function save() {
    setSaving(true)
    try {
      await settleConflict(entry.seq!, mergeChoices(entry.body, theirs, choices), theirs)
      onClose()
      onSettled()
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-stone-800">{t('conflict.intro', { name: draftName(entry) })}</p>
      {entry.message && <p className="text-sm text-stone-600">{entry.message}</p>}
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-2">{t('conflict.field')}</th>
            <th scope="col" className="py-2 pr-2">{t('conflict.theirs')}</th>
            <th scope="col" className="py-2">{t('conflict.yours')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const field = t(`fields.${row.field}`, { defaultValue: row.field })
            const side = (choice: Choice, value: unknown) => (
              <label className="flex min-h-10 items-start gap-2">
                <input
                  type="radio"
                  className="mt-1"
                  name={`${name}-${row.field}`}
                  checked={(choices[row.field] ?? 'theirs') === choice}
                  onChange={() => setChoices((now) => ({ ...now, [row.field]: choice }))}
                  aria-label={t('conflict.keep', { side: t(`conflict.${choice}`), field })}
                />
                <span className="break-words">{shown(value, empty)}</span>
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('conflict.cancel')}
        </Button>
        <Button disabled={saving} onClick={() => void save()}>
          {t('conflict.save')}
        </Button>
      </div>
    </div>
  )
}
