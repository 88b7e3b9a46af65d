import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { CaptchaField } from '@/components/ui/captcha-field'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { saidInLanguage } from '@/lib/api/errors'

import { useForgotPassword } from './api/forgot-password'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { ResetLinkSent } from './components/reset-link-sent'
import { useAuthForm } from './hooks/use-auth-form'
import { forgotProblem } from './validation'
import { useTranslation } from 'react-i18next'

interface Sent {
  message: string
  email: string
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const [sent, setSent] = useState<Sent | null>(null)
  const [restarted, setRestarted] = useState(false)
  return (
    <AuthCard title={t('forgot_password_2')} intro={t('we_will_email_you_a_link')}>
      {sent ? (
        <ResetLinkSent
          {...sent}
          onRestart={() => {
            setSent(null)
            setRestarted(true)
          }}
        />
      ) : (
        <RequestForm onSent={setSent} focusEmail={restarted} />
      )}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/login">{t('back_to_login')}</TextLink>
      </p>
    </AuthCard>
  )
}

function RequestForm({ onSent, focusEmail }: { onSent: (sent: Sent) => void; focusEmail: boolean }) {
  const { t } = useTranslation('auth')
  const { register, handleSubmit, reset, setFocus } = useForm<{ email: string }>({ defaultValues: { email: '' } })
  const { formRef, ...auth } = useAuthForm(reset, t('send_failed'))
  const forgotMutation = useForgotPassword()
  useEffect(() => {
    if (focusEmail) setFocus('email')
  }, [focusEmail, setFocus])

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await auth.submit(forgotProblem(email, auth.captcha.solved), (altcha) =>
      forgotMutation.mutateAsync({ email, altcha }),
    )
    if (result) onSent({ ...result, message: saidInLanguage(result) })
  })

  const running = forgotMutation.isPending
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert id={auth.alertId} message={auth.message} />
      <TextField label={t('email')} type="email" autoComplete="off" {...auth.fieldState('email')} {...register('email')} />
      {auth.captcha.enabled && <CaptchaField {...auth.captcha.fieldProps} />}
      <Button type="submit" className="w-full" disabled={running}>
        {running ? t('sending') : t('send_reset_link')}
      </Button>
    </form>
  )
}
