import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'

import type { PeopleListParams } from './api'
import { ExportDialog } from './export-dialog'
import type { ExportList } from './export-url'


interface Props {
  params: PeopleListParams
  list: ExportList
  /** The list's total; undefined while it loads. */
  total: number | undefined
}

/** Export (IPMR and Chieftain only): the list's rows as a spreadsheet, or a notice when there are none. */
export function ExportButton({ params, list, total }: Props) {
  const { t } = useTranslation('lists')
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const [emptyAt, setEmptyAt] = useState<string | null>(null)
  const key = JSON.stringify(params)
  // An encoder exports their own barangays' people (the server scopes the file and audits it).
  if (user?.role !== 'ipmr' && user?.role !== 'chieftain' && user?.role !== 'encoder') return null
  return (
    <>
      <Button
        variant="secondary"
        disabled={total === undefined}
        onClick={() => (total === 0 ? setEmptyAt(key) : setOpen(true))}
        className="print:hidden"
      >
        {t('export')}
      </Button>
      {emptyAt === key && total === 0 && (
        <div className="w-full print:hidden">
          <Alert tone="info">{t('noData')}</Alert>
        </div>
      )}
      <ExportDialog open={open} onClose={() => setOpen(false)} params={params} list={list} total={total ?? 0} />
    </>
  )
}
