/** A labelled progress bar; without `max` (not known yet) it is indeterminate and says what it is doing. */
export function ProgressBar({ label, value, max, text }: { label: string; value: number; max?: number; text: string }) {
  const known = max !== undefined && max > 0
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? value : undefined}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full bg-brand-700 transition-[width] ${known ? '' : 'w-1/3 animate-pulse'}`}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-sm text-stone-700">{text}</p>
    </div>
  )
}
