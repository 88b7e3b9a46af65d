import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { CaptchaField } from '@/components/ui/captcha-field'
import { PasswordField } from '@/components/ui/password-field'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { homeFor } from '@/lib/auth/roles'

import { useSignup, type SignupBody } from './api/signup'
import { AuthCard } from './components/auth-card'
import { FormAlert } from './components/form-alert'
import { useCaptcha } from './hooks/use-captcha'
import { useClearOnLoad } from './hooks/use-clear-on-load'
import { useFormProblem } from './hooks/use-form-problem'
import { MESSAGES, signupProblem, type SignupValues } from './validation'

const SIGNUP_FAILED = 'Failed to create an account. Please try again.'

/** The roles a person may pick when signing up (spec: Chieftain or IPMR, Chieftain by default). */
const ROLE_OPTIONS = [
  { value: 'chieftain', label: 'Chieftain' },
  { value: 'ipmr', label: 'IPMR' },
] as const

type SignupFields = SignupValues & { role: NonNullable<SignupBody['role']> }

const EMPTY: SignupFields = { display_name: '', email: '', password: '', confirm_password: '', role: 'chieftain' }

export default function SignupPage() {
  const { register, handleSubmit, reset } = useForm<SignupFields>({ defaultValues: EMPTY })
  const formRef = useRef<HTMLFormElement>(null)
  useClearOnLoad(formRef, reset)
  const captcha = useCaptcha()
  const form = useFormProblem()
  const signupMutation = useSignup()
  const [showPassword, setShowPassword] = useState(false)
  const navigate = useNavigate()

  const onSubmit = handleSubmit(async (values) => {
    const problem = signupProblem(values, captcha.solved)
    form.setProblem(problem)
    if (problem) return
    try {
      const session = await signupMutation.mutateAsync({ ...values, altcha: captcha.payload })
      captcha.reset()
      navigate(homeFor(session.user?.role), { replace: true })
    } catch (error) {
      captcha.reset()
      form.fail(error, SIGNUP_FAILED)
    }
  })

  const running = signupMutation.isPending
  return (
    <AuthCard title="Create Account" intro="Staff accounts for the Katutubo Registry.">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert id={form.alertId} message={form.problem?.message ?? (captcha.failed ? MESSAGES.captchaError : null)} />
        <TextField label="Full Name" autoComplete="off" {...form.fieldState('display_name')} {...register('display_name')} />
        <TextField label="Email" type="email" autoComplete="off" {...form.fieldState('email')} {...register('email')} />
        <PasswordField
          label="Password"
          hint={MESSAGES.passwordHint}
          autoComplete="off"
          visible={showPassword}
          onToggleVisible={() => setShowPassword((shown) => !shown)}
          {...form.fieldState('password')}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="off"
          visible={showPassword}
          {...form.fieldState('confirm_password')}
          {...register('confirm_password')}
        />
        <SelectField label="User Role" options={ROLE_OPTIONS} {...register('role')} />
        {captcha.enabled && <CaptchaField {...captcha.fieldProps} />}
        <Button type="submit" className="w-full" disabled={running}>
          {running ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account? <TextLink to="/login">Login</TextLink>
      </p>
    </AuthCard>
  )
}
