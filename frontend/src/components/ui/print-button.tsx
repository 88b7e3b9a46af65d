import { useTranslation } from 'react-i18next'

import { OFFICE_TIME_ZONE } from '@/lib/office-clock'

import { Button } from './button'

/** Opens the browser's print dialog (the page's print styles decide what is on paper); not itself printed.
 * `onPrint`: called first (a list records what it sends to the printer). */
export function PrintButton({ label, onPrint }: { label?: string; onPrint?: () => void }) {
  const { t } = useTranslation('common')
  const print = () => {
    onPrint?.()
    window.print()
  }
  return (
    <Button variant="secondary" onClick={print} className="print:hidden">
      {label ?? t('print')}
    </Button>
  )
}

/** 'Printed 23 Nov 2026, 5:40 pm by Ligaya Ramos' (the date in the interface's language): on paper only. */
export function PrintedLine({ name, now = new Date() }: { name: string | undefined; now?: Date }) {
  const { t, i18n } = useTranslation('common')
  const when = now.toLocaleString(i18n.language === 'fil' ? 'fil-PH' : 'en-PH', { timeZone: OFFICE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })
  return (
    <p className="hidden text-xs text-stone-600 print:block">
      {t('printed')} {when}
      {name ? t('by_name', { name }) : ''}
    </p>
  )
}
