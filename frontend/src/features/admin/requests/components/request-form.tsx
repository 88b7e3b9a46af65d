import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { ApiError, errorMessage } from '@/lib/api/errors'
import { officeToday } from '@/lib/office-clock'

import { useRecordRequest } from '../api/record-request'
import { RELATIONS, REQUEST_KINDS, type RequesterRelation, type RequestKind } from '../api/types'

import { PersonPicker, type PickedPerson } from './person-picker'

interface Values {
  kind: RequestKind
  person: PickedPerson | null
  requester_name: string
  relation: RequesterRelation
  relation_other: string
  identity_check: string
  identity_checked_by: string
  received_on: string
}

const FIELDS = ['requester_name', 'relation_other', 'identity_check', 'identity_checked_by', 'received_on'] as const

function useSchema() {
  const { t } = useTranslation('admin-requests')
  return useMemo(
    () =>
      z
        .object({
          kind: z.enum(REQUEST_KINDS as [RequestKind, ...RequestKind[]]),
          person: z.object({ id: z.number(), name: z.string() }).nullable(),
          requester_name: z.string().trim().min(1, t('form.requesterRequired')),
          relation: z.enum(RELATIONS as [RequesterRelation, ...RequesterRelation[]]),
          relation_other: z.string(),
          identity_check: z.string().trim().min(1, t('form.identityRequired')),
          identity_checked_by: z.string().trim().min(1, t('form.checkedByRequired')),
          received_on: z.string().min(1, t('form.receivedRequired')),
        })
        .superRefine((values, ctx) => {
          if (values.person === null) ctx.addIssue({ code: 'custom', path: ['person'], message: t('form.personRequired') })
          if (values.relation === 'other' && !values.relation_other.trim()) {
            ctx.addIssue({ code: 'custom', path: ['relation_other'], message: t('form.relationOtherRequired') })
          }
        }),
    [t],
  )
}

/** Recording a request: the kind, the person, the requester and how their identity was checked, the day received. */
export function RequestForm() {
  const { t } = useTranslation('admin-requests')
  const navigate = useNavigate()
  const record = useRecordRequest()
  const form = useForm<Values>({
    resolver: zodResolver(useSchema()),
    defaultValues: {
      kind: 'access',
      person: null,
      requester_name: '',
      relation: 'self',
      relation_other: '',
      identity_check: '',
      identity_checked_by: '',
      received_on: officeToday(),
    },
  })
  const errors = form.formState.errors
  const relation = useWatch({ control: form.control, name: 'relation' })

  async function send(values: Values) {
    try {
      const saved = await record.mutateAsync({
        kind: values.kind,
        person_id: values.person!.id,
        requester_name: values.requester_name,
        relation: values.relation,
        relation_other: values.relation === 'other' ? values.relation_other : null,
        identity_check: values.identity_check,
        identity_checked_by: values.identity_checked_by,
        received_on: values.received_on,
      })
      void navigate(`/admin/requests/${saved.id}`, { state: { recorded: true } })
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {}
      const known = FIELDS.filter((name) => fields[name])
      known.forEach((name, n) => form.setError(name, { message: fields[name] }, { shouldFocus: n === 0 }))
      if (known.length === 0) form.setError('root', { message: t('form.failed', { reason: errorMessage(error, '') }) })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-brand-900">{t('form.title')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('form.kind')}
          options={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          {...form.register('kind')}
        />
        <Controller
          control={form.control}
          name="person"
          render={({ field }) => <PersonPicker value={field.value} onChange={field.onChange} error={errors.person?.message} />}
        />
        <TextField label={t('form.requester')} error={errors.requester_name?.message} {...form.register('requester_name')} />
        <SelectField
          label={t('form.relation')}
          options={RELATIONS.map((value) => ({ value, label: t(`relation.${value}`) }))}
          {...form.register('relation')}
        />
        {relation === 'other' && (
          <TextField label={t('form.relationOther')} error={errors.relation_other?.message} {...form.register('relation_other')} />
        )}
        <TextField
          label={t('form.identityCheck')}
          hint={t('form.identityHint')}
          error={errors.identity_check?.message}
          {...form.register('identity_check')}
        />
        <TextField label={t('form.checkedBy')} error={errors.identity_checked_by?.message} {...form.register('identity_checked_by')} />
        <TextField
          type="date"
          label={t('form.received')}
          max={officeToday()}
          error={errors.received_on?.message}
          {...form.register('received_on')}
        />
      </div>
      {errors.root?.message && <Alert>{errors.root.message}</Alert>}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  )
}
