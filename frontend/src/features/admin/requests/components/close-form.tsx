import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { useCloseRequest } from '../api/close-request'
import { OUTCOMES, type RequestOutcome } from '../api/types'

interface Values {
  outcome: string
  reason: string
}

/** Closing a request: its outcome (a radio group) and, for a refusal, the written reason. */
export function CloseForm({ id, onClosed }: { id: number; onClosed: () => void }) {
  const { t } = useTranslation('admin-requests')
  const close = useCloseRequest(id)
  const schema = useMemo(
    () =>
      z
        .object({ outcome: z.string(), reason: z.string() })
        .superRefine((values, ctx) => {
          if (!values.outcome) ctx.addIssue({ code: 'custom', path: ['outcome'], message: t('close.outcomeRequired') })
          if (values.outcome === 'refused' && !values.reason.trim()) {
            ctx.addIssue({ code: 'custom', path: ['reason'], message: t('close.reasonRequired') })
          }
        }),
    [t],
  )
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { outcome: '', reason: '' } })
  const errors = form.formState.errors

  async function send(values: Values) {
    try {
      await close.mutateAsync({ outcome: (values.outcome || null) as RequestOutcome | null, reason: values.reason.trim() || null })
      onClosed()
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {}
      if (fields.reason) form.setError('reason', { message: fields.reason }, { shouldFocus: true })
      else if (fields.outcome) form.setError('outcome', { message: fields.outcome })
      else form.setError('root', { message: t('close.failed', { reason: errorMessage(error, '') }) })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-brand-900">{t('close.title')}</h3>
      <fieldset aria-describedby={errors.outcome ? 'close-outcome-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('close.outcome')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {OUTCOMES.map((outcome) => (
            <label key={outcome} className="inline-flex min-h-11 items-center gap-2 text-base">
              <input type="radio" value={outcome} className="size-5" {...form.register('outcome')} />
              {t(`outcome.${outcome}`)}
            </label>
          ))}
        </div>
        {errors.outcome?.message && (
          <p id="close-outcome-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.outcome.message}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="close-reason" className="mb-1 block text-sm font-medium text-stone-800">
          {t('close.reason')}
        </label>
        <textarea
          id="close-reason"
          rows={3}
          aria-invalid={Boolean(errors.reason) || undefined}
          aria-describedby={errors.reason ? 'close-reason-hint close-reason-error' : 'close-reason-hint'}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          {...form.register('reason')}
        />
        <p id="close-reason-hint" className="mt-1 text-xs text-stone-600">
          {t('close.reasonHint')}
        </p>
        {errors.reason?.message && (
          <p id="close-reason-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.reason.message}
          </p>
        )}
      </div>
      {errors.root?.message && <Alert>{errors.root.message}</Alert>}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('close.submitting') : t('close.submit')}
      </Button>
    </form>
  )
}
