import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { PasswordField } from '@/components/ui/password-field'
import { ApiError, errorMessage } from '@/lib/api/errors'

import { useDownloadBackup } from '../api/download-backup'

type Values = { password: string }

/** Downloading a backup asks for the IPMR's own password again; the server's answer is shown at the field. */
export function DownloadDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin-backups')
  return (
    <Modal open={name !== null} onClose={onClose} title={t('dialog.title')}>
      {name && <DownloadForm key={name} name={name} onDone={onClose} />}
    </Modal>
  )
}

function DownloadForm({ name, onDone }: { name: string; onDone: () => void }) {
  const { t } = useTranslation('admin-backups')
  const download = useDownloadBackup()
  const schema = useMemo(() => z.object({ password: z.string().min(1, t('dialog.passwordRequired')) }), [t])
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
      else form.setError('root', { message: errorMessage(error, t('dialog.failed')) })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
      <p className="break-all text-sm text-stone-700">{name}</p>
      <p className="text-sm text-stone-700">{t('dialog.intro')}</p>
      <PasswordField
        label={t('dialog.password')}
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
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('dialog.downloading') : t('dialog.download')}
        </Button>
      </div>
    </form>
  )
}
