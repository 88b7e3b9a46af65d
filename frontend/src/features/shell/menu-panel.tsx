import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useDialogBehaviour } from '@/components/ui/use-dialog-behaviour'
import { useAppLocation } from '@/lib/navigation'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The navigation's entries, the same as the wide bar's. */
  children: ReactNode
}

/**
 * The compact bar's menu (phones and tablets): a button that opens the navigation as a panel below the bar.
 * While open, Tab stays inside the panel; Escape, the button again, following a link or an entry that opens a
 * dialog (the header closes it then) closes it, and focus returns to the button.
 */
export function MenuPanel({ open, onOpenChange, children }: Props) {
  const { t } = useTranslation('shell')
  const panelRef = useRef<HTMLDivElement>(null)
  const close = () => onOpenChange(false)
  useDialogBehaviour({ open, onClose: close, panelRef })

  // Following a link closes the menu.
  const { pathname } = useAppLocation()
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current !== pathname) {
      seen.current = pathname
      onOpenChange(false)
    }
  }, [pathname, onOpenChange])

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="header-menu"
        onClick={() => onOpenChange(!open)}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          {open ? (
            <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3L10 11.3 5.3 16 4 14.7 8.7 10 4 5.3z" />
          ) : (
            <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
          )}
        </svg>
        {t('menu')}
      </button>
      {open && (
        <>
          <div aria-hidden="true" className="fixed inset-0 top-14 z-30 bg-black/30" onClick={close} />
          <div
            ref={panelRef}
            id="header-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t('menu')}
            tabIndex={-1}
            className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-3.5rem)] overflow-y-auto bg-brand-800 px-3 pb-3 shadow-lg"
          >
            {children}
          </div>
        </>
      )}
    </>
  )
}
