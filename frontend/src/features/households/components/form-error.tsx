import { errorMessage } from '@/lib/api/errors'
import { i18n } from '@/lib/i18n'

/** A dialog's refusal from the server (its own message), or the dialog's fallback. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorMessage(error, i18n.t('households:saveFailed'))}
    </p>
  )
}
