import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { CaptchaField } from '@/components/ui/captcha-field'
import { NewPasswordFields } from '@/components/ui/new-password-fields'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { landingFor } from '@/lib/auth/roles'

import { useSignup, type SignupBody } from './api/signup'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { useAuthForm } from './hooks/use-auth-form'
import { signupProblem, type SignupValues } from './validation'
import { useTranslation } from 'react-i18next'

import { i18n, isLanguage } from '@/lib/i18n'


/** The roles a person may pick when signing up (spec: Chieftain or IPMR, Chieftain by default). */
const ROLE_OPTIONS = [
  { value: 'chieftain', label: 'Chieftain' },
  { value: 'ipmr', label: 'IPMR' },
] as const

type SignupFields = SignupValues & { role: NonNullable<SignupBody['role']> }

const EMPTY: SignupFields = { display_name: '', email: '', password: '', confirm_password: '', role: 'chieftain' }

export default function SignupPage() {
  const { t } = useTranslation('auth')
  const { register, handleSubmit, reset } = useForm<SignupFields>({ defaultValues: EMPTY })
  const { formRef, ...auth } = useAuthForm(reset, t('signup_failed'))
  const signupMutation = useSignup()
  const navigate = useNavigate()

  const onSubmit = handleSubmit(async (values) => {
    const session = await auth.submit(signupProblem(values, auth.captcha.solved), (altcha) =>
      signupMutation.mutateAsync({ ...values, altcha, language: isLanguage(i18n.language) ? i18n.language : 'en' }),
    )
    if (session) navigate(landingFor(session.user), { replace: true })
  })

  const running = signupMutation.isPending
  return (
    <AuthCard title={t('create_account')} intro={t('staff_accounts_for_the_katutubo_registry')}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert id={auth.alertId} message={auth.message} />
        <TextField label={t('full_name')} autoComplete="off" {...auth.fieldState('display_name')} {...register('display_name')} />
        <TextField label={t('email')} type="email" autoComplete="off" {...auth.fieldState('email')} {...register('email')} />
        <NewPasswordFields
          labels={[t('password'), t('confirm_password')]}
          password={register('password')}
          confirm={register('confirm_password')}
          fieldState={auth.fieldState}
        />
        <SelectField label={t('user_role')} options={ROLE_OPTIONS} {...register('role')} />
        {auth.captcha.enabled && <CaptchaField {...auth.captcha.fieldProps} />}
        <Button type="submit" className="w-full" disabled={running}>
          {running ? t('creating_account') : t('sign_up_2')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('already_have_an_account')} <TextLink to="/login">{t('login')}</TextLink>
      </p>
    </AuthCard>
  )
}
