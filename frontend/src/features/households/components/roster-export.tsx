import { useTranslation } from 'react-i18next'

import { buttonClasses } from '@/components/ui/button'

/** The household roster's download address (one row per member), for a barangay or the whole registry. */
export function rosterUrl(format: 'csv' | 'xlsx', barangay: string): string {
  const query = new URLSearchParams({ format })
  if (barangay) query.set('barangay', barangay)
  return `/api/households/roster?${query.toString()}`
}

/** 'Roster (CSV)' and 'Roster (XLSX)': the household roster of the list's barangay as a file. */
export function RosterExport({ barangay }: { barangay: string }) {
  const { t } = useTranslation('households')
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a className={buttonClasses('secondary')} href={rosterUrl('csv', barangay)} download>
        {t('list.rosterCsv')}
      </a>
      <a className={buttonClasses('secondary')} href={rosterUrl('xlsx', barangay)} download>
        {t('list.rosterXlsx')}
      </a>
    </div>
  )
}
