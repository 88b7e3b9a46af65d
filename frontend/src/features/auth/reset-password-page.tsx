import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NewPasswordFields } from '@/components/ui/new-password-fields'
import { TextLink } from '@/components/ui/text-link'
import { saidInLanguage } from '@/lib/api/errors'

import { useResetPassword } from './api/reset-password'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { useClearOnLoad } from './hooks/use-clear-on-load'
import { useFormProblem } from './hooks/use-form-problem'
import { newPasswordProblem } from './validation'
import { useTranslation } from 'react-i18next'


interface ResetFields {
  password: string
  confirm_password: string
}

/** /reset-password?token=…, the page the emailed link opens. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [done, setDone] = useState<string | null>(null)

  return (
    <AuthCard title={t('set_a_new_password')}>
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <TextLink to="/login">{t('login')}</TextLink>
        </div>
      ) : token ? (
        <ResetForm token={token} onDone={setDone} />
      ) : (
        <div className="space-y-4">
          <Alert>{t('link_invalid')}</Alert>
          <TextLink to="/forgot-password">{t('request_a_new_link')}</TextLink>
        </div>
      )}
    </AuthCard>
  )
}

function ResetForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('auth')
  const { register, handleSubmit, reset } = useForm<ResetFields>({
    defaultValues: { password: '', confirm_password: '' },
  })
  const formRef = useRef<HTMLFormElement>(null)
  useClearOnLoad(formRef, reset)
  const form = useFormProblem()
  const resetMutation = useResetPassword()

  const onSubmit = handleSubmit(async ({ password, confirm_password }) => {
    const problem = newPasswordProblem(password, confirm_password)
    form.setProblem(problem)
    if (problem) return
    try {
      const result = await resetMutation.mutateAsync({ token, password, confirm_password })
      onDone(saidInLanguage(result))
    } catch (error) {
      form.fail(error, t('reset_failed'))
    }
  })

  const running = resetMutation.isPending
  const linkInvalid = form.problem?.message === t('errors:auth.reset_link_invalid')
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert id={form.alertId} message={form.problem?.message} />
      {linkInvalid && <TextLink to="/forgot-password">{t('request_a_new_link')}</TextLink>}
      <NewPasswordFields
        labels={[t('new_password'), t('confirm_new_password')]}
        password={register('password')}
        confirm={register('confirm_password')}
        fieldState={form.fieldState}
      />
      <Button type="submit" className="w-full" disabled={running}>
        {running ? t('saving') : t('set_new_password')}
      </Button>
    </form>
  )
}
