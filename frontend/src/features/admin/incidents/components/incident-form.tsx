import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { DATA_CATEGORIES, NATURES, formSchema, payloadOf, type FormValues } from '../lib/form-values'
import type { IncidentPayload } from '../api/save-incident'
import { PeoplePicker } from './people-picker'
import { TextAreaField } from './text-area-field'

interface Props {
  initial: FormValues
  onSave: (payload: IncidentPayload) => Promise<unknown>
}

/** The server's field names as the form's (the people picked are `person_ids` to the server). */
const SERVER_FIELDS: Record<string, Path<FormValues>> = { person_ids: 'people' }

/** An incident of the breach register: new, or changed (e.g. once the NPC and the people are notified). */
export function IncidentForm({ initial, onSave }: Props) {
  const { t } = useTranslation('admin-incidents')
  const schema = useMemo(
    () =>
      formSchema({
        required: t('form.required'),
        chooseData: t('form.chooseData'),
        countRequired: t('form.countRequired'),
        pickRequired: t('form.pickRequired'),
      }),
    [t],
  )
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: initial })
  const errors = form.formState.errors
  const [nature, categories, mode, people] = useWatch({
    control: form.control,
    name: ['nature', 'data_categories', 'mode', 'people'],
  })

  async function send(values: FormValues) {
    try {
      await onSave(payloadOf(values))
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : []
      fields.forEach(([name, message], index) =>
        form.setError(SERVER_FIELDS[name] ?? (name as Path<FormValues>), { message }, { shouldFocus: index === 0 }),
      )
      if (fields.length === 0) form.setError('root', { message: errorMessage(error, t('form.failed')) })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="max-w-2xl space-y-4">
      <TextField type="datetime-local" label={t('form.discoveredAt')} error={errors.discovered_at?.message} {...form.register('discovered_at')} />
      <SelectField label={t('form.nature')} options={NATURES.map((n) => ({ value: n, label: t(`nature.${n}`) }))} {...form.register('nature')} />
      {nature === 'other' && <TextField label={t('form.natureOther')} maxLength={200} error={errors.nature_other?.message} {...form.register('nature_other')} />}

      <fieldset aria-describedby={errors.data_categories ? 'incident-data-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.data')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {DATA_CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" className="h-4 w-4" value={category} {...form.register('data_categories')} />
              {t(`data.${category}`)}
            </label>
          ))}
        </div>
        {errors.data_categories && (
          <p id="incident-data-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.data_categories.message}
          </p>
        )}
      </fieldset>
      {categories.includes('other') && <TextField label={t('form.dataOther')} maxLength={200} error={errors.data_other?.message} {...form.register('data_other')} />}

      <TextAreaField label={t('form.description')} maxLength={4000} error={errors.description?.message} {...form.register('description')} />
      <TextAreaField label={t('form.measures')} maxLength={4000} error={errors.measures?.message} {...form.register('measures')} />

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.people')}</legend>
        <div className="flex flex-wrap gap-x-6">
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input type="radio" className="h-4 w-4" value="count" {...form.register('mode')} />
            {t('form.modeCount')}
          </label>
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input type="radio" className="h-4 w-4" value="list" {...form.register('mode')} />
            {t('form.modeList')}
          </label>
        </div>
        {mode === 'count' ? (
          <TextField label={t('form.peopleCount')} inputMode="numeric" maxLength={9} error={errors.people_count?.message} {...form.register('people_count')} />
        ) : (
          <PeoplePicker picked={people} onChange={(picked) => form.setValue('people', picked, { shouldValidate: form.formState.isSubmitted })} error={errors.people?.message} />
        )}
      </fieldset>

      <TextAreaField label={t('form.dpo')} rows={2} maxLength={500} error={errors.dpo_contact?.message} {...form.register('dpo_contact')} />
      <TextField type="datetime-local" label={t('form.npcNotified')} hint={t('form.notYet')} error={errors.npc_notified_at?.message} {...form.register('npc_notified_at')} />
      <TextField type="datetime-local" label={t('form.peopleNotified')} hint={t('form.notYet')} error={errors.people_notified_at?.message} {...form.register('people_notified_at')} />

      {errors.root?.message && <Alert>{errors.root.message}</Alert>}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  )
}
