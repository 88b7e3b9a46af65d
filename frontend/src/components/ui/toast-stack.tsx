import { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

export type ToastTone = 'success' | 'error'

export interface Toast {
  id: number
  tone: ToastTone
  message: string
}

export type Notify = (tone: ToastTone, message: string) => void

/** A queue of short notifications; `notify` is stable, so it can be passed down freely. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const notify = useCallback<Notify>((tone, message) => {
    const id = nextId.current++
    setToasts((list) => [...list, { id, tone, message }])
  }, [])
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])
  return { toasts, notify, dismiss }
}

const LIFETIME_MS = { success: 5000, error: 10000 }

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), LIFETIME_MS[toast.tone])
    return () => window.clearTimeout(timer)
  }, [toast, onDismiss])
  const error = toast.tone === 'error'
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
        error ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'
      }`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** Accessible notifications (success: role=status, error: role=alert) above any open dialog. */
export function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return createPortal(
    <div className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-full max-w-sm flex-col gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>,
    document.body,
  )
}
