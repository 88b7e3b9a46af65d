import { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { useOpenDialogCount, useToastOutlet } from './toast-outlet'
import { useTranslation } from 'react-i18next'

export type ToastTone = 'success' | 'error'

export interface Toast {
  id: number
  tone: ToastTone
  message: string
}

export type Notify = (tone: ToastTone, message: string) => void

/** After a dialog closes: its successes, and an error only when a success came after it (the action was done,
 * in part: 'Photo upload failed' then 'Person added'); an attempt's error is about a form no longer open. */
function afterClose(list: Toast[]): Toast[] {
  const lastSuccess = list.findLastIndex((toast) => toast.tone === 'success')
  return list.filter((toast, index) => toast.tone === 'success' || index < lastSuccess)
}

/**
 * A queue of short notifications; `notify` is stable, so it can be passed down freely. A new error replaces an
 * older one (two stacked errors pushed the form down, the old one over the fields). Opening a dialog puts every
 * notice away (a previous action's notices do not show inside the next dialog); closing one keeps `afterClose`.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const notify = useCallback<Notify>((tone, message) => {
    const id = nextId.current++
    setToasts((list) => [...(tone === 'error' ? list.filter((toast) => toast.tone !== 'error') : list), { id, tone, message }])
  }, [])
  const dialogs = useOpenDialogCount()
  const [seenDialogs, setSeenDialogs] = useState(dialogs)
  if (seenDialogs !== dialogs) {
    // Adjusted while rendering (not in an effect after it): the old notices never show in the new dialog.
    setSeenDialogs(dialogs)
    setToasts((list) => (dialogs > seenDialogs ? [] : afterClose(list)))
  }
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])
  return { toasts, notify, dismiss }
}

/** A success leaves by itself after this long; an error stays until the person dismisses it. */
export const SUCCESS_LIFETIME_MS = 5000

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('common')
  useEffect(() => {
    if (toast.tone === 'error') return
    const timer = window.setTimeout(() => onDismiss(toast.id), SUCCESS_LIFETIME_MS)
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
        aria-label={t('dismiss_notification')}
        className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/**
 * Accessible notifications (success: role=status, error: role=alert), shown in the outlet of the topmost open
 * dialog or under the page's header (see toast-outlet.ts), so they cover no button. With no outlet on the page
 * (a component rendered alone) they float at the top, inside the viewport.
 */
export function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const outlet = useToastOutlet()
  if (toasts.length === 0) return null
  const items = toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />)
  if (outlet) return createPortal(<div className="mx-auto flex max-w-md flex-col gap-2 py-2">{items}</div>, outlet)
  return createPortal(
    <div className="pointer-events-none fixed inset-x-3 top-3 z-[60] mx-auto flex max-w-sm flex-col gap-2">{items}</div>,
    document.body,
  )
}
