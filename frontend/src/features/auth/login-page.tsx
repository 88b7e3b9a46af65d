import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { CaptchaField } from '@/components/ui/captcha-field'
import { PasswordField } from '@/components/ui/password-field'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'

import { useLogin } from './api/login'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { useCaptcha } from './hooks/use-captcha'
import { useClearOnLoad } from './hooks/use-clear-on-load'
import { useFormProblem } from './hooks/use-form-problem'
import { afterLogin } from './redirects'
import { loginProblem, MESSAGES } from './validation'

const LOGIN_FAILED = 'Failed to log in. Please try again.'

interface LoginFields {
  email: string
  password: string
}

export default function LoginPage() {
  const { register, handleSubmit, reset } = useForm<LoginFields>({ defaultValues: { email: '', password: '' } })
  const formRef = useRef<HTMLFormElement>(null)
  useClearOnLoad(formRef, reset)
  const captcha = useCaptcha()
  const form = useFormProblem()
  const loginMutation = useLogin()
  const [showPassword, setShowPassword] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const problem = loginProblem(email, password, captcha.solved)
    form.setProblem(problem)
    if (problem) return
    try {
      const session = await loginMutation.mutateAsync({ email, password, altcha: captcha.payload })
      captcha.reset()
      navigate(afterLogin(session.user?.role, location.state), { replace: true })
    } catch (error) {
      captcha.reset()
      form.fail(error, LOGIN_FAILED)
    }
  })

  const running = loginMutation.isPending
  return (
    <AuthCard title="Login" intro="Sign in to the Katutubo Registry.">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert id={form.alertId} message={form.problem?.message ?? (captcha.failed ? MESSAGES.captchaError : null)} />
        <TextField label="Email" type="email" autoComplete="off" {...form.fieldState('email')} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="off"
          visible={showPassword}
          onToggleVisible={() => setShowPassword((shown) => !shown)}
          {...form.fieldState('password')}
          {...register('password')}
        />
        <div className="text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </div>
        {captcha.enabled && <CaptchaField {...captcha.fieldProps} />}
        <Button type="submit" className="w-full" disabled={running || !captcha.solved}>
          {running ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        No account yet? <TextLink to="/signup">Sign up</TextLink>
      </p>
    </AuthCard>
  )
}
