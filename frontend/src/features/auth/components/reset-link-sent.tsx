import { useEffect, useRef } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useTranslation } from 'react-i18next'

/** The steps, in order (catalogue `auth`, instructions.*). */
const INSTRUCTIONS = ['check_inbox', 'check_spam', 'expires', 'click_link'] as const

/** The forgot-password screen's sent state: where the link went and what to do next. */
export function ResetLinkSent({ message, email, onRestart }: { message: string; email: string; onRestart: () => void }) {
  const { t } = useTranslation('auth')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} className="space-y-4 outline-none">
      <Alert tone="success">
        <p>{message}</p>
        <p className="mt-1 font-semibold break-all">{email}</p>
      </Alert>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        {INSTRUCTIONS.map((line) => (
          <li key={line}>{t(`instructions.${line}`)}</li>
        ))}
      </ol>
      <Button variant="secondary" className="w-full" onClick={onRestart}>
        {t('send_to_different_email')}
      </Button>
    </div>
  )
}
