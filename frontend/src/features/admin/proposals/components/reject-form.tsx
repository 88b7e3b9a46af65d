import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/text-field'

interface Props {
  /** Rejects with the reason; resolves to the server's message for the reason field when it refused it. */
  onReject: (reason: string) => Promise<string | null>
  onCancel: () => void
  busy: boolean
}

/** Reject asks for the reason (required: a blank one is refused here, and the server's refusal is shown here too). */
export function RejectForm({ onReject, onCancel, busy }: Props) {
  const { t } = useTranslation('admin-proposals')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  useEffect(() => field.current?.focus(), [])

  async function submit() {
    if (busy) return
    if (!reason.trim()) {
      setError(t('errors:proposals.reason_required')) // the server's own words for a blank reason
      field.current?.focus()
      return
    }
    const refused = await onReject(reason.trim())
    if (refused) {
      setError(refused)
      field.current?.focus()
    }
  }

  return (
    <form
      aria-label={t('reject.title')}
      noValidate
      className="space-y-3 rounded-lg border border-stone-300 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('reject.reason')} <span className="text-red-600" aria-hidden="true">*</span>
      </label>
      <textarea
        ref={field}
        id={id}
        rows={3}
        required
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={`${inputClasses} ${error ? 'border-red-500' : 'border-stone-300'}`}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          setError(null)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('reject.hint')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {t('reject.confirm')}
        </Button>
      </div>
    </form>
  )
}
