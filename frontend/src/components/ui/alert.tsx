import type { ReactNode } from 'react'

type Tone = 'error' | 'success' | 'info'

const TONES: Record<Tone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-amber-300 bg-amber-50 text-amber-900',
}

/** A message box: errors are announced at once (role="alert"), the rest politely (role="status"). */
export function Alert({ tone = 'error', id, children }: { tone?: Tone; id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  )
}
