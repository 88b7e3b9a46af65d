import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage, inLanguage } from '@/lib/api/errors'
import { useReference } from '@/lib/reference-query'

import { useAcceptSuggestions, useHouseholdSuggestions } from './api/suggestions'
import type { Suggestion } from './api/types'
import { HouseholdTrash } from './components/household-trash'
import { displayName, relationshipLabel } from './lib/labels'

/**
 * /admin/households (IPMR): Suggest households, and the households in the Trash. Suggestions: households proposed from existing data — people of one barangay tied by spouse and
 * parent links, in no household yet. Accept one, or tick several and accept them at once.
 */
export default function SuggestionsPage() {
  const { t } = useTranslation('households')
  const { t: fieldLabel } = useTranslation('person-fields')
  const reference = useReference()
  const [chosen, setChosen] = useState('')
  const barangay = chosen || reference.data?.barangays[0] || ''
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [done, setDone] = useState<{ created: number; refused: string[] } | null>(null)
  const query = useHouseholdSuggestions(barangay)
  const accept = useAcceptSuggestions()
  const items = query.data?.items ?? []
  const shownPicked = items.filter((s) => picked.has(s.key)).map((s) => s.key)
  const toggle = (key: string, on: boolean) =>
    setPicked((all) => {
      const next = new Set(all)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  const run = (keys: string[]) => {
    setDone(null)
    accept.mutate(keys, {
      onSuccess: (result) => {
        setDone({ created: result.created, refused: result.results.flatMap((r) => (r.error ? [inLanguage(r.code, r.error)] : [])) })
        setPicked(new Set())
      },
    })
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="suggestions-title" className="space-y-4">
        <h2 id="suggestions-title" className="text-xl font-semibold">
          {t('suggest.title')}
        </h2>
        <p className="text-sm text-stone-700">{t('suggest.intro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="w-full sm:w-72"
            label={fieldLabel('barangay')}
            value={barangay}
            onChange={(e) => setChosen(e.target.value)}
            options={(reference.data?.barangays ?? []).map((b) => ({ value: b, label: b }))}
          />
          <Button disabled={shownPicked.length === 0 || accept.isPending} onClick={() => run(shownPicked)}>
            {t('suggest.acceptSelected', { count: shownPicked.length })}
          </Button>
          {items.length > 0 && (
            <Button variant="secondary" disabled={accept.isPending} onClick={() => setPicked(new Set(items.map((s) => s.key)))}>
              {t('suggest.selectAll')}
            </Button>
          )}
        </div>
        {done !== null && (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('suggest.accepted', { count: done.created })}
          </p>
        )}
        {done !== null && done.refused.length > 0 && (
          <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p>{t('suggest.refused', { count: done.refused.length })}</p>
            <ul className="list-disc pl-5">
              {done.refused.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {accept.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(accept.error, t('saveFailed'))}
          </p>
        )}
        {query.isPending && <p role="status">{t('loading')}</p>}
        {query.isError && <LoadError what={t('suggest.what')} error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && items.length === 0 && <p className="text-stone-600">{t('suggest.empty')}</p>}
        {items.length > 0 && (
          <ul className="space-y-3">
            {items.map((s) => (
              <SuggestionItem
                key={s.key}
                suggestion={s}
                checked={picked.has(s.key)}
                disabled={accept.isPending}
                onCheck={(on) => toggle(s.key, on)}
                onAccept={() => run([s.key])}
              />
            ))}
          </ul>
        )}
      </section>
      <HouseholdTrash />
    </div>
  )
}

interface ItemProps {
  suggestion: Suggestion
  checked: boolean
  disabled: boolean
  onCheck: (on: boolean) => void
  onAccept: () => void
}

function SuggestionItem({ suggestion, checked, disabled, onCheck, onAccept }: ItemProps) {
  const { t } = useTranslation('households')
  const title = t('page.title', { name: displayName(suggestion.head) })
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row sm:items-start">
      <div className="flex min-h-11 flex-1 items-start gap-3">
        <input
          id={`suggestion-${suggestion.key}`}
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
        />
        <div>
          <label htmlFor={`suggestion-${suggestion.key}`} className="block font-semibold text-stone-900">
            {title}
          </label>
          <p className="text-sm text-stone-600">{suggestion.barangay}</p>
          <p className="mt-1 text-sm text-stone-800">
            {suggestion.members.map((m) => `${displayName(m.person)} (${relationshipLabel(m.relationship)})`).join(', ')}
          </p>
        </div>
      </div>
      <Button variant="secondary" disabled={disabled} onClick={onAccept} aria-label={t('suggest.acceptNamed', { name: title })}>
        {t('suggest.accept')}
      </Button>
    </li>
  )
}
