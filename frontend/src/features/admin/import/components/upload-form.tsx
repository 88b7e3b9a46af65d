import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, type InputHTMLAttributes, type Ref } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/text-field'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { useUploadImport } from '../api/upload-import'
import type { ImportJob } from '../api/types'

/** The form's check, its message in the interface's language. */
function uploadSchema(chooseFile: string) {
  return z.object({
    file: z.custom<FileList>().refine((files) => files?.length === 1, chooseFile),
    photos: z.custom<FileList>().optional(),
  })
}
type Values = z.infer<ReturnType<typeof uploadSchema>>

const TEMPLATE = '/api/admin/imports/template'

/** The file to import (and the photo folder for the original's JSON); checking it starts a job. */
export function UploadForm({ onChecking }: { onChecking: (job: ImportJob) => void }) {
  const { t } = useTranslation('admin-import')
  const upload = useUploadImport()
  const schema = useMemo(() => uploadSchema(t('chooseFile')), [t])
  const form = useForm<Values>({ resolver: zodResolver(schema) })
  const { errors } = form.formState

  async function send(values: Values) {
    try {
      onChecking(await upload.mutateAsync({ file: values.file[0], photos: values.photos?.[0] ?? null }))
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {}
      if (fields.file) form.setError('file', { message: fields.file })
      if (fields.photos) form.setError('photos', { message: fields.photos })
      if (!fields.file && !fields.photos) form.setError('root', { message: errorMessage(error, t('uploadFailed')) })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm text-stone-700">
        {t('intro')}
      </p>
      <FileInput
        label={t('file')}
        accept=".json,.jsonl,.ndjson,.csv,.xlsx"
        error={errors.file?.message}
        {...form.register('file')}
      />
      <FileInput
        label={t('photos')}
        accept=".zip"
        error={errors.photos?.message}
        {...form.register('photos')}
      />
      {errors.root?.message && <Alert>{errors.root.message}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('uploading') : t('check')}
        </Button>
        <a href={`${TEMPLATE}?format=xlsx`} download className={buttonClasses('ghost')}>
          {t('templateXlsx')}
        </a>
        <a href={`${TEMPLATE}?format=csv`} download className={buttonClasses('ghost')}>
          {t('templateCsv')}
        </a>
      </div>
    </form>
  )
}

type FileInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  ref?: Ref<HTMLInputElement>
}

function FileInput({ label, error, name, ...input }: FileInputProps) {
  const id = `import-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} ${error ? 'border-red-500' : 'border-stone-300'} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-900`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
