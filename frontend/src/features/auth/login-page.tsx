import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { CaptchaField } from '@/components/ui/captcha-field'
import { PasswordField } from '@/components/ui/password-field'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { useNavigation } from '@/lib/navigation'

import { useLogin } from './api/login'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { useAuthForm } from './hooks/use-auth-form'
import { afterLogin } from './redirects'
import { loginProblem } from './validation'

const EMPTY = { email: '', password: '' }

/**
 * The login screen. Two plain controlled fields (no form library: this page is the first load, see
 * docs/performance.md); it shows in the sign-in shell and inside the router alike (lib/navigation).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth')
  const [fields, setFields] = useState(EMPTY)
  const { formRef, ...auth } = useAuthForm(() => setFields(EMPTY), t('login_failed'))
  const loginMutation = useLogin()
  const [showPassword, setShowPassword] = useState(false)
  const { navigate, location } = useNavigation()

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((now) => ({ ...now, [name]: event.target.value })),
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { email, password } = fields
    const session = await auth.submit(loginProblem(email, password, auth.captcha.solved), (altcha) =>
      loginMutation.mutateAsync({ email, password, altcha }),
    )
    if (session) void navigate(afterLogin(session.user, location.state), { replace: true })
  }

  const running = loginMutation.isPending
  return (
    <AuthCard title={t('login')} intro={t('sign_in_to_the_katutubo_registry')}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert id={auth.alertId} message={auth.message} />
        <TextField label={t('email')} type="email" autoComplete="off" {...auth.fieldState('email')} {...field('email')} />
        <PasswordField
          label={t('password')}
          autoComplete="off"
          visible={showPassword}
          onToggleVisible={() => setShowPassword((shown) => !shown)}
          {...auth.fieldState('password')}
          {...field('password')}
        />
        <div className="text-right text-sm">
          <TextLink to="/forgot-password">{t('forgot_password')}</TextLink>
        </div>
        {auth.captcha.enabled && <CaptchaField {...auth.captcha.fieldProps} />}
        <Button type="submit" className="w-full" disabled={running || !auth.captcha.solved}>
          {running ? t('logging_in') : t('login')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('no_account_yet')} <TextLink to="/signup">{t('sign_up')}</TextLink>
      </p>
    </AuthCard>
  )
}
