import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { CaptchaField } from '@/components/ui/captcha-field'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'

import { useForgotPassword } from './api/forgot-password'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { ResetLinkSent } from './components/reset-link-sent'
import { useCaptcha } from './hooks/use-captcha'
import { useClearOnLoad } from './hooks/use-clear-on-load'
import { useFormProblem } from './hooks/use-form-problem'
import { forgotProblem, MESSAGES } from './validation'

const SEND_FAILED = 'Failed to send password reset email. Please try again.'

interface Sent {
  message: string
  email: string
}

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<Sent | null>(null)
  const [restarted, setRestarted] = useState(false)
  return (
    <AuthCard title="Forgot Password" intro="We will email you a link to set a new password.">
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
        <TextLink to="/login">Back to Login</TextLink>
      </p>
    </AuthCard>
  )
}

function RequestForm({ onSent, focusEmail }: { onSent: (sent: Sent) => void; focusEmail: boolean }) {
  const { register, handleSubmit, reset, setFocus } = useForm<{ email: string }>({ defaultValues: { email: '' } })
  useEffect(() => {
    if (focusEmail) setFocus('email')
  }, [focusEmail, setFocus])
  const formRef = useRef<HTMLFormElement>(null)
  useClearOnLoad(formRef, reset)
  const captcha = useCaptcha()
  const form = useFormProblem()
  const forgotMutation = useForgotPassword()

  const onSubmit = handleSubmit(async ({ email }) => {
    const problem = forgotProblem(email, captcha.solved)
    form.setProblem(problem)
    if (problem) return
    try {
      const result = await forgotMutation.mutateAsync({ email, altcha: captcha.payload })
      onSent(result)
    } catch (error) {
      captcha.reset()
      form.fail(error, SEND_FAILED)
    }
  })

  const running = forgotMutation.isPending
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert id={form.alertId} message={form.problem?.message ?? (captcha.failed ? MESSAGES.captchaError : null)} />
      <TextField label="Email" type="email" autoComplete="off" {...form.fieldState('email')} {...register('email')} />
      {captcha.enabled && <CaptchaField {...captcha.fieldProps} />}
      <Button type="submit" className="w-full" disabled={running}>
        {running ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  )
}
