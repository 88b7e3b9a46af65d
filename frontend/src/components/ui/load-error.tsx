import { useTranslation } from 'react-i18next'

interface Props {
  /** What could not be loaded: 'the list', 'the Trash'. */
  what: string
  error: Error
  onRetry: () => void
}

/** A list's fetch failed: what, why, and Try again. */
export function LoadError({ what, error, onRetry }: Props) {
  const { t } = useTranslation('common')
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {t('could_not_load')} {what}: {error.message}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        {t('try_again')}
      </button>
    </p>
  )
}
