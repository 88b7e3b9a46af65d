import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { useToastOutletRef } from './toast-outlet'
import { useDialogBehaviour } from './use-dialog-behaviour'
import { useVisibleArea } from './use-visible-area'
import { useTranslation } from 'react-i18next'

export interface ModalProps {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string
  children: ReactNode
  /** Buttons row under the content (e.g. No / Yes). */
  footer?: ReactNode
  /** 'center' (default) is a card in the middle; 'side' slides in from the right, full height. */
  placement?: 'center' | 'side'
  /** Tailwind max-width class for the centred card, e.g. 'max-w-md' (default) or 'max-w-5xl'. */
  widthClass?: string
  hideTitle?: boolean
  /** Element to focus on open; otherwise the first focusable element inside the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean
  /** Show the × close button in the corner (default true). */
  showCloseButton?: boolean
  role?: 'dialog' | 'alertdialog'
  /** Extra id to describe the dialog (aria-describedby). */
  describedBy?: string
}

/**
 * Accessible modal dialog: rendered into document.body, Escape closes it (the topmost one only when
 * stacked), Tab stays inside, page scrolling is locked while open, and focus returns to the element
 * that had it before opening.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  widthClass = 'max-w-md',
  hideTitle = false,
  initialFocusRef,
  closeOnBackdrop = true,
  showCloseButton = true,
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const { t } = useTranslation('common')
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  useDialogBehaviour({ open, onClose, panelRef, initialFocusRef })
  const toastOutlet = useToastOutletRef('dialog')

  if (!open) return null

  const side = placement === 'side'
  return createPortal(
    <Backdrop
      className={side ? 'justify-end' : 'items-center justify-center p-4'}
      onDismiss={closeOnBackdrop ? onClose : undefined}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={
          side
            ? 'flex h-full w-full max-w-xl flex-col bg-white shadow-2xl outline-none'
            : `flex max-h-full w-full ${widthClass} flex-col rounded-2xl bg-white shadow-2xl outline-none`
        }
      >
        <div
          className={`flex items-center gap-3 border-b border-stone-200 px-5 py-4 ${hideTitle ? 'sr-only' : ''}`}
        >
          <h2 id={titleId} className="flex-1 text-lg font-semibold text-brand-900">
            {title}
          </h2>
          {showCloseButton && !hideTitle && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="rounded-lg p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              <span aria-hidden="true" className="block h-5 w-5 text-xl leading-5">
                ×
              </span>
            </button>
          )}
        </div>
        {/* Notifications while this dialog is the topmost: in its flow, so they cover none of its controls. */}
        <div ref={toastOutlet} className="empty:hidden px-5" />
        {/* Focusable so a keyboard user can scroll long content that has no controls (WCAG 2.1.1). */}
        <div
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
          className="relative min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-offset-[-3px]"
        >
          {children}
        </div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 px-5 py-4">{footer}</div>
        )}
      </div>
    </Backdrop>,
    document.body,
  )
}

/**
 * The dimmed layer under a dialog, covering exactly what the person sees (see useVisibleArea): however wide the
 * page behind it or however it is zoomed, the dialog is centred on the screen. A click that starts and ends on
 * the layer itself calls `onDismiss`.
 */
function Backdrop({ className, onDismiss, children }: { className: string; onDismiss?: () => void; children: ReactNode }) {
  const area = useVisibleArea()
  const pressedHere = useRef(false)
  return (
    // A click on the backdrop is a pointer shortcut for closing; the keyboard has Escape and the × button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      className={`fixed inset-0 z-50 flex bg-stone-900/50 ${className}`}
      style={area}
      onMouseDown={(e) => {
        pressedHere.current = e.target === e.currentTarget
      }}
      onClick={(e) => {
        if (onDismiss && pressedHere.current && e.target === e.currentTarget) onDismiss()
      }}
    >
      {children}
    </div>
  )
}
