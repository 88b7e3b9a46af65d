import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { LoadError } from '@/components/ui/load-error'
import { TextField } from '@/components/ui/text-field'
import { useReference } from '@/lib/reference-query'

interface Props {
  chosen: readonly string[]
  onChange: (barangays: string[]) => void
  /** The server's refusal of the barangays (422 field "barangays"). */
  error?: string
}

/**
 * An encoder's barangays: one checkbox each of the app's barangay list (a Find box narrows it), the ones chosen
 * said in words, and a warning while none is chosen (such an account sees no person).
 */
export function BarangayPicker({ chosen, onChange, error }: Props) {
  const { t } = useTranslation('admin-users')
  const reference = useReference()
  const [find, setFind] = useState('')
  const id = useId()
  const all = reference.data?.barangays ?? []
  const needle = find.trim().toLocaleLowerCase()
  const shown = needle ? all.filter((name) => name.toLocaleLowerCase().includes(needle)) : all
  const picked = all.filter((name) => chosen.includes(name))

  function toggle(name: string, on: boolean) {
    onChange(all.filter((each) => (each === name ? on : chosen.includes(each))))
  }

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={error ? true : undefined} className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">{t('barangays.legend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('barangays.hint')}
      </p>
      {reference.isPending && <p role="status">{t('barangays.loading')}</p>}
      {reference.isError && <LoadError what={t('barangays.loadWhat')} error={reference.error} onRetry={() => void reference.refetch()} />}
      {reference.isSuccess && (
        <>
          <TextField label={t('barangays.find')} type="search" autoComplete="off" value={find} onChange={(event) => setFind(event.target.value)} />
          <ul aria-label={t('barangays.legend')} className="grid max-h-56 grid-cols-1 gap-x-4 overflow-y-auto rounded-lg border border-stone-200 p-2 sm:grid-cols-2">
            {shown.map((name) => (
              <li key={name}>
                <label className="flex min-h-10 items-center gap-2 rounded px-1 hover:bg-stone-50">
                  <input type="checkbox" className="h-4 w-4" checked={chosen.includes(name)} onChange={(event) => toggle(name, event.target.checked)} />
                  <span className="break-words">{name}</span>
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="px-1 py-2 text-sm text-stone-600">{t('barangays.noMatch')}</li>}
          </ul>
          <p role="status" className="text-sm text-stone-700">
            {picked.length ? t('barangays.chosen', { count: picked.length, names: picked.join(', ') }) : t('barangays.noneChosen')}
          </p>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {reference.isSuccess && picked.length === 0 && <Alert tone="info">{t('barangays.seesNoOne')}</Alert>}
    </fieldset>
  )
}
