import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError, errorMessage } from '@/lib/api/errors'

const MAX_LENGTH = 300

interface Props {
  /** The server's name of the field (its field errors are shown at the input). */
  name: 'reason'
  label: string
  hint?: string
  required: string
  submit: string
  submitting: string
  cancel: string
  failed: string
  danger?: boolean
  onSubmit: (value: string) => Promise<unknown>
  onCancel: () => void
}

/** The reason for revoking a certification: one required line of text. */
export function OneFieldForm({ name, label, hint, required, submit, submitting, cancel, failed, danger, onSubmit, onCancel }: Props) {
  const schema = z.object({ value: z.string().trim().min(1, required).max(MAX_LENGTH) })
  const form = useForm<{ value: string }>({ resolver: zodResolver(schema), defaultValues: { value: '' } })

  async function send(values: { value: string }) {
    try {
      await onSubmit(values.value.trim())
    } catch (error) {
      const field = error instanceof ApiError ? error.fields[name] : undefined
      if (field) form.setError('value', { message: field }, { shouldFocus: true })
      else form.setError('root', { message: errorMessage(error, failed) })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
      <TextField
        label={label}
        hint={hint}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        error={form.formState.errors.value?.message}
        {...form.register('value')}
      />
      {form.formState.errors.root?.message && <Alert>{form.formState.errors.root.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancel}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? submitting : submit}
        </Button>
      </div>
    </form>
  )
}
