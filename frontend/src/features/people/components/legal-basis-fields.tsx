import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { PersonFormValues } from '../lib/person-form-values'

import { ChoiceField, describedBy, Field, INPUT_CLASS } from './form-field'

export const LEGAL_BASES = ['law', 'consent'] as const

interface Props {
  form: UseFormReturn<PersonFormValues>
  adding: boolean
}

/**
 * The basis of processing the person's data (RA 10173): a law or public function, or consent with its day and,
 * when withdrawn, the withdrawal's day. Required for a new person (the server says so); a person entered before
 * it was asked shows "Not recorded" until one is chosen (a radio group cannot go back to none).
 */
export function LegalBasisFields({ form, adding }: Props) {
  const { t } = useTranslation('privacy-basis')
  const { register, watch, formState } = form
  const error = (name: 'legal_basis' | 'consent_date' | 'consent_withdrawn_on') => formState.errors[name]?.message
  const basis = watch('legal_basis')

  function day(name: 'consent_date' | 'consent_withdrawn_on', label: string, hint?: string) {
    const id = `person-${name.replace(/_/g, '-')}`
    const required = name === 'consent_date'
    return (
      <Field id={id} label={label} required={required} hint={hint} error={error(name)}>
        <input
          type="date"
          autoComplete="off"
          aria-required={required || undefined}
          className={INPUT_CLASS}
          {...describedBy(id, { hint, error: error(name) })}
          {...register(name)}
        />
      </Field>
    )
  }

  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('section')}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <ChoiceField
            id="person-legal-basis"
            legend={adding ? t('legend_required') : t('legend')}
            options={LEGAL_BASES}
            optionLabel={(value) => t(`basis.${value}`)}
            error={error('legal_basis')}
            inputProps={register('legal_basis')}
          />
          {!adding && !basis && <p className="mt-1 text-xs text-stone-600">{t('not_recorded_yet')}</p>}
        </div>
        {basis === 'consent' && (
          <>
            {day('consent_date', t('consent_date'))}
            {day('consent_withdrawn_on', t('consent_withdrawn_on'), t('withdrawn_hint'))}
          </>
        )}
      </div>
    </section>
  )
}
