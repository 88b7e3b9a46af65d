import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { PasswordField } from '@/components/ui/password-field'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { useDownloadBackup } from '../api/download-backup'
import { useTranslation } from 'react-i18next'

const schema = z.object({ password: z.string().min(1, 'Enter your password.') })
type Values = z.infer<typeof schema>

/** Downloading a backup asks for the IPMR's own password again; the server's answer is shown at the field. */
export function DownloadDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Modal open={name !== null} onClose={onClose} title={t('download_backup')}>
      {name && <DownloadForm key={name} name={name} onDone={onClose} />}
    </Modal>
  )
}

function DownloadForm({ name, onDone }: { name: string; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const download = useDownloadBackup()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } })
  const [visible, setVisible] = useState(false)
  const errorId = useId()
  const fieldError = form.formState.errors.password?.message

  async function send(values: Values) {
    try {
      await download.mutateAsync({ name, password: values.password })
      onDone()
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.password : undefined
      if (field) form.setError('password', { message: field }, { shouldFocus: true })
      else form.setError('root', { message: errorMessage(error, 'Could not download the backup. Please try again.') })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
      <p className="break-all text-sm text-stone-700">{name}</p>
      <p className="text-sm text-stone-700">{t('enter_your_password_again_to_download')}</p>
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        visible={visible}
        onToggleVisible={() => setVisible((was) => !was)}
        invalid={Boolean(fieldError)}
        errorId={errorId}
        {...form.register('password')}
      />
      {fieldError && (
        <p id={errorId} className="text-sm text-red-800">
          {fieldError}
        </p>
      )}
      {form.formState.errors.root?.message && <Alert>{form.formState.errors.root.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('downloading') : t('download')}
        </Button>
      </div>
    </form>
  )
}
