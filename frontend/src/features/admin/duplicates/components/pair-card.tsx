import { personName } from '@/lib/person-name'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'

import type { DuplicatePair } from '../api/get-duplicates'

import { fieldValue, initialChoices, MERGE_FIELDS, UNITED_FIELDS, type MergeField } from './merge-fields'

type Person = DuplicatePair['first']

interface Props {
  pair: DuplicatePair
  number: number
  busy: boolean
  onMerge: (keepId: number, otherId: number, choices: Record<MergeField, 'keep' | 'other'>) => void
  onNotSame: () => void
}

/** One likely pair side by side: which record to keep, each field's value, then Merge or 'Not the same person'. */
export function PairCard({ pair, number, busy, onMerge, onNotSame }: Props) {
  const { t } = useTranslation('duplicates')
  const { t: label } = useTranslation('person-fields')
  const people = [pair.first, pair.second]
  const [keepId, setKeepId] = useState(pair.first.id)
  const keep = keepId === pair.first.id ? pair.first : pair.second
  const other = keepId === pair.first.id ? pair.second : pair.first
  const [choices, setChoices] = useState(() => initialChoices(keep, other))
  const name = (p: Person) => personName(p)
  const title = t('admin.pair', { number, first: name(pair.first), second: name(pair.second) })
  const sourceOf = (field: MergeField) => (choices[field] === 'keep' ? keep : other)
  const choose = (field: MergeField, person: Person) =>
    setChoices((current) => ({ ...current, [field]: person.id === keep.id ? 'keep' : 'other' }))

  function keepRecord(id: number) {
    const kept = id === pair.first.id ? pair.first : pair.second
    // The values chosen stay chosen: only which record each comes from is renamed.
    setChoices((current) =>
      Object.fromEntries(
        MERGE_FIELDS.map((field) => {
          const from = current[field] === 'keep' ? keep : other
          return [field, from.id === kept.id ? 'keep' : 'other']
        }),
      ) as typeof current,
    )
    setKeepId(kept.id)
  }

  return (
    <article aria-label={title} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-brand-900">{title}</h3>
        <span className="text-sm text-stone-600">{t('admin.likeness', { percent: Math.round(pair.score * 100) })}</span>
      </header>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('admin.merge')}</legend>
        {people.map((person) => (
          <label key={person.id} className="flex items-center gap-3 rounded-lg border border-stone-200 p-2">
            <input
              type="radio"
              name={`keep-${pair.id}`}
              checked={keepId === person.id}
              onChange={() => keepRecord(person.id)}
              className="h-4 w-4"
            />
            <FallbackImage src={person.thumb_url} alt={t('admin.photo')} className="h-12 w-12 shrink-0 rounded-full" />
            <span className="text-sm font-semibold">{t('admin.mergeInto', { id: person.id })}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-stone-700">{t('admin.mergeHint')}</p>
      <div className="space-y-2">
        {MERGE_FIELDS.map((field) => {
          const values = people.map((person) => fieldValue(person, field))
          const same = values[0] === values[1]
          return (
            <fieldset key={field} className="grid gap-1 border-t border-stone-100 pt-2 sm:grid-cols-[10rem_1fr_1fr] sm:items-center">
              <legend className="float-left text-sm font-medium text-stone-800 sm:float-none sm:contents">
                {label(field)}
              </legend>
              {people.map((person, index) => (
                <label key={person.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${pair.id}-${field}`}
                    checked={same ? index === 0 : sourceOf(field).id === person.id}
                    disabled={same}
                    onChange={() => choose(field, person)}
                    className="h-4 w-4 shrink-0"
                  />
                  <span className="break-words">{values[index] || '—'}</span>
                </label>
              ))}
            </fieldset>
          )
        })}
        {UNITED_FIELDS.map((field) => (
          <p key={field} className="border-t border-stone-100 pt-2 text-sm">
            <span className="font-medium text-stone-800">{label(field)}: </span>
            {[...new Set(people.flatMap((person) => fieldValue(person, field).split(', ').filter(Boolean)))].join(', ') || '—'}
          </p>
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={onNotSame}>
          {t('admin.notSame')}
        </Button>
        <Button disabled={busy} onClick={() => onMerge(keep.id, other.id, choices)}>
          {t('admin.merge')}
        </Button>
      </div>
    </article>
  )
}
