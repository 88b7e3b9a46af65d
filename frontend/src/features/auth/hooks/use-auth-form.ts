import { useRef } from 'react'

import { MESSAGES, type FormProblem } from '../validation'
import { useCaptcha } from './use-captcha'
import { useClearOnLoad } from './use-clear-on-load'
import { useFormProblem } from './use-form-problem'

/**
 * What the captcha forms (login, signup, forgot password) share: the captcha, the one message, the
 * clear-after-load, and a submit that checks first and spends the captcha solution on every answer.
 */
export function useAuthForm(clearFields: () => void, fallback: string) {
  const formRef = useRef<HTMLFormElement>(null)
  useClearOnLoad(formRef, clearFields)
  const captcha = useCaptcha()
  const form = useFormProblem()

  /** Show `problem`, or send; resolves to the answer, or undefined when nothing was sent or it failed. */
  async function submit<T>(problem: FormProblem | null, send: (altcha: string | null) => Promise<T>) {
    form.setProblem(problem)
    if (problem) return undefined
    try {
      return await send(captcha.payload)
    } catch (error) {
      form.fail(error, fallback)
      return undefined
    } finally {
      captcha.reset()
    }
  }

  return {
    formRef,
    captcha,
    fieldState: form.fieldState,
    alertId: form.alertId,
    message: form.problem?.message ?? (captcha.failed ? MESSAGES.captchaError : null),
    submit,
  }
}
