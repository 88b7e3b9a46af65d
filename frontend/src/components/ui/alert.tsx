import type { ReactNode, Ref } from 'react'

type Tone = 'error' | 'success' | 'info'

const TONES: Record<Tone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-amber-300 bg-amber-50 text-amber-900',
}

interface AlertProps {
  tone?: Tone
  id?: string
  children: ReactNode
  /** With `focusable`, the box can take focus (e.g. moved to it when a save is refused). */
  ref?: Ref<HTMLDivElement>
  focusable?: boolean
}

/** A message box: errors are announced at once (role="alert"), the rest politely (role="status"). */
export function Alert({ tone = 'error', id, children, ref, focusable = false }: AlertProps) {
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={focusable ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]} ${focusable ? 'focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700' : ''}`}
    >
      {children}
    </div>
  )
}
