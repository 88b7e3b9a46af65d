import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NewPasswordFields } from '@/components/ui/new-password-fields'
import { PasswordField } from '@/components/ui/password-field'
import { ApiError, errorMessage, saidInLanguage } from '@/lib/api/errors'

import { useChangePassword } from '../api/change-password'
import {
  EMPTY_PASSWORD_CHANGE,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeSchema,
  serverFieldErrors,
  type PasswordChangeValues,
} from '../lib/password-change-form'
import { useTranslation } from 'react-i18next'


/** Current password, then the new one twice; each problem beside its field, the typing kept. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account')
  const form = useForm<PasswordChangeValues>({
    defaultValues: EMPTY_PASSWORD_CHANGE,
    resolver: zodResolver(passwordChangeSchema),
  })
  const { register, formState, setError } = form
  const change = useChangePassword()
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [currentVisible, setCurrentVisible] = useState(false)
  const errors = formState.errors

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null)
    setFailure(null)
    try {
      const result = await change.mutateAsync(values)
      form.reset(EMPTY_PASSWORD_CHANGE)
      setDone(saidInLanguage(result))
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.fields) : []
      if (fields.length === 0) setFailure(errorMessage(error, PASSWORD_CHANGE_MESSAGES.passwordChangeFailed))
      fields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {done && (
        <Alert tone="success">
          {done} {t('other_sessions_ended')}
        </Alert>
      )}
      {failure && <Alert>{failure}</Alert>}
      <PasswordField
        label={t('current_password')}
        autoComplete="current-password"
        visible={currentVisible}
        onToggleVisible={() => setCurrentVisible((shown) => !shown)}
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields
        labels={[t('new_password'), t('confirm_new_password')]}
        autoComplete="new-password"
        password={register('new_password')}
        confirm={register('confirm_password')}
        fieldState={(field) => ({
          error: (field === 'password' ? errors.new_password : errors.confirm_password)?.message,
        })}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('changing') : t('change_password')}
      </Button>
    </form>
  )
}
