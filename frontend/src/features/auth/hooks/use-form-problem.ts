import { useId, useState } from 'react'

import { ApiError, errorMessage } from '@/lib/api/errors'

import type { FormProblem } from '../validation'

/** One message per form, shown in its alert; the field it concerns is marked invalid. */
export function useFormProblem() {
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const alertId = useId()

  function fail(error: unknown, fallback: string) {
    const field = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined
    setProblem({ message: errorMessage(error, fallback), field })
  }

  /** Props for a TextField: invalid when the problem is about `field`, described by the alert. */
  function fieldState(field: string) {
    return { invalid: problem?.field === field, errorId: alertId }
  }

  return { problem, setProblem, fail, fieldState, alertId }
}
