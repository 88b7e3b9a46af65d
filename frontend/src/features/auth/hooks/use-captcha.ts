import { useCallback, useRef, useState } from 'react'

import type { CaptchaHandle } from '@/components/ui/captcha-field'
import { useSession } from '@/lib/auth/session'

/** Captcha state for a form: shown only when the server has it on; the solved payload goes in the body. */
export function useCaptcha() {
  const { captcha: enabled } = useSession()
  const ref = useRef<CaptchaHandle>(null)
  const [payload, setPayload] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  const onChange = useCallback((next: string | null) => {
    setPayload(next)
    if (next) setFailed(false)
  }, [])
  const onError = useCallback(() => setFailed(true), [])
  const reset = useCallback(() => ref.current?.reset(), [])

  return {
    enabled,
    solved: !enabled || payload !== null,
    payload: enabled ? payload : null,
    /** The widget reported an error (shown as 'Captcha error occurred. Please try again.'). */
    failed,
    reset,
    fieldProps: { ref, onChange, onError },
  }
}
