import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { PURPOSE_KINDS, type Purpose, type PurposeKind } from '../purposes'

const MAX_LENGTH = 300

interface Props {
  onSubmit: (purpose: Purpose) => Promise<unknown>
  onCancel: () => void
  /** More of the form, under the purpose (the affiants). */
  children?: ReactNode
}

/** The purpose of a new certification: one of NCIP's, or Other with its text typed. */
export function PurposeForm({ onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation('certifications')
  const schema = z
    .object({ kind: z.string().min(1, t('issue.purposeChoose')), text: z.string().trim().max(MAX_LENGTH) })
    .refine((values) => values.kind !== 'other' || values.text !== '', { path: ['text'], message: t('issue.purposeRequired') })
  const form = useForm<{ kind: string; text: string }>({ resolver: zodResolver(schema), defaultValues: { kind: '', text: '' } })
  const other = useWatch({ control: form.control, name: 'kind' }) === 'other'

  async function send(values: { kind: string; text: string }) {
    const kind = values.kind as PurposeKind
    try {
      await onSubmit({ purpose_kind: kind, purpose: kind === 'other' ? values.text.trim() : null })
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {}
      if (fields.purpose) form.setError('text', { message: fields.purpose }, { shouldFocus: true })
      else if (fields.purpose_kind) form.setError('kind', { message: fields.purpose_kind }, { shouldFocus: true })
      else form.setError('root', { message: errorMessage(error, t('issue.failed')) })
    }
  }

  const options = [{ value: '', label: t('issue.purposeChoice') }, ...PURPOSE_KINDS.map((kind) => ({ value: kind, label: t(`purposes.${kind}`) }))]
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
      <SelectField label={t('issue.purpose')} options={options} error={form.formState.errors.kind?.message} {...form.register('kind')} />
      {other && (
        <TextField
          label={t('issue.purposeOther')}
          hint={t('issue.purposeHint')}
          maxLength={MAX_LENGTH}
          autoComplete="off"
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
      )}
      {children}
      {form.formState.errors.root?.message && <Alert>{form.formState.errors.root.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('issue.submitting') : t('issue.submit')}
        </Button>
      </div>
    </form>
  )
}
