interface Props {
  /** What could not be loaded: 'the list', 'the Trash'. */
  what: string
  error: Error
  onRetry: () => void
}

/** A list's fetch failed: what, why, and Try again. */
export function LoadError({ what, error, onRetry }: Props) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      Could not load {what}: {error.message}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  )
}
