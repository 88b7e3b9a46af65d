import type { ReactNode } from 'react'
import { Controller, type RegisterOptions, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { RelativeFields } from '../kinship/components/relative-fields'
import { ageFromDateOfBirth, normaliseContactNumber } from '../lib/form-normalise'
import { optionLabel } from '../lib/format'
import { MESSAGES } from '../lib/messages'
import type { PersonFormField, PersonFormValues } from '../lib/person-form-values'

import { ChoiceField, describedBy, Field, INPUT_CLASS } from './form-field'
import { LegalBasisFields } from './legal-basis-fields'
import { TribeInput } from './tribe-input'

export interface FormChoices {
  barangays: readonly string[]
  tribes: readonly string[]
  genders: readonly string[]
  civil_statuses: readonly string[]
  education_levels: readonly string[]
}

interface Props {
  form: UseFormReturn<PersonFormValues>
  choices: FormChoices
  adding: boolean
  municipality: string
  province: string
  /** The person being edited (their linked relatives load into the form), null when adding. */
  personId?: number | null
  /** In a household: 'Household Members' is its current members' count, shown read-only (the server ignores a typed one). */
  inHousehold?: boolean
}

interface InputOptions {
  required?: boolean
  hint?: string
  type?: 'text' | 'number' | 'date' | 'tel'
  rules?: RegisterOptions<PersonFormValues, PersonFormField>
  readOnly?: boolean
}

const id = (name: PersonFormField) => `person-${name.replace(/_/g, '-')}`

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">{title}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  )
}

/** Every field of the person form, labelled as the spec names them; messages come from the server. */
export function PersonFormFields({ form, choices, adding, municipality, province, personId = null, inHousehold = false }: Props) {
  const { t } = useTranslation('people')
  const { t: label } = useTranslation('person-fields')
  const { register, setValue, control, formState } = form
  const error = (name: PersonFormField) => formState.errors[name]?.message

  function input(name: PersonFormField, label: string, { required, hint, type = 'text', rules, readOnly }: InputOptions = {}) {
    return (
      <Field id={id(name)} label={label} required={required} hint={hint} error={error(name)}>
        <input
          type={type}
          autoComplete="off"
          aria-required={required || undefined}
          readOnly={readOnly}
          {...(type === 'number' ? { min: 0, step: 1 } : {})}
          className={INPUT_CLASS}
          {...describedBy(id(name), { hint, error: error(name) })}
          {...register(name, rules)}
        />
      </Field>
    )
  }

  function choice(name: 'gender' | 'civil_status' | 'education_level', legend: string, options: readonly string[]) {
    return (
      <ChoiceField
        id={id(name)}
        legend={legend}
        options={options}
        optionLabel={(value) => optionLabel(name, value) ?? value}
        error={error(name)}
        inputProps={register(name)}
      />
    )
  }

  return (
    <div className="space-y-6">
      <Section title={t('personal_information')}>
        {input('last_name', label('last_name'), { required: true })}
        {input('first_name', label('first_name'), { required: true })}
        {input('middle_name', label('middle_name'))}
        {input('date_of_birth', label('date_of_birth'), {
          required: true,
          type: 'date',
          rules: { onChange: (event) => setValue('age', ageFromDateOfBirth(event.target.value)) },
        })}
        {input('age', label('age'), { required: true, type: 'number' })}
        {choice('gender', label('gender'), choices.genders)}
        {choice('civil_status', label('civil_status'), choices.civil_statuses)}
        <div className="sm:col-span-2">{choice('education_level', label('education_level'), choices.education_levels)}</div>
        {input('occupation', label('occupation'))}
        <Field id={id('lineage')} label={label('lineage')} error={error('lineage')}>
          <Controller
            control={control}
            name="lineage"
            render={({ field }) => (
              <TribeInput
                {...describedBy(id('lineage'), { error: error('lineage') })}
                id={id('lineage')}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                tribes={choices.tribes}
                className={INPUT_CLASS}
              />
            )}
          />
        </Field>
        {input('health_condition', label('health_condition'))}
        {input(
          'household_members',
          label('household_members'),
          inHousehold ? { type: 'number', readOnly: true, hint: t('household_members_from_household') } : { required: adding, type: 'number' },
        )}
        {input('contact_number', label('contact_number'), {
          required: true,
          type: 'tel',
          hint: MESSAGES.contactHint,
          rules: { onBlur: (event) => setValue('contact_number', normaliseContactNumber(event.target.value)) },
        })}
      </Section>

      <Section title={t('residence')}>
        <Field id={id('barangay')} label={label('barangay')} required error={error('barangay')}>
          <select
            aria-required
            className={INPUT_CLASS}
            {...describedBy(id('barangay'), { error: error('barangay') })}
            {...register('barangay')}
          >
            <option value="">{t('select_barangay')}</option>
            {choices.barangays.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        {input('address', label('address'))}
        <Field id="person-municipality" label={label('municipality')}>
          <input id="person-municipality" type="text" readOnly value={municipality} className={INPUT_CLASS} />
        </Field>
        <Field id="person-province" label={label('province')}>
          <input id="person-province" type="text" readOnly value={province} className={INPUT_CLASS} />
        </Field>
      </Section>

      <Section title={t('family_tree')}>
        <RelativeFields form={form} personId={personId}>
          {input('siblings', label('siblings'), { hint: t('namesHint') })}
        </RelativeFields>
      </Section>

      <LegalBasisFields form={form} adding={adding} />
    </div>
  )
}
