import { useTranslation } from 'react-i18next'

import { PrintButton } from '@/components/ui/print-button'

import type { PeopleListParams } from './api'
import { ExportButton } from './export-button'
import type { ExportList } from './export-url'
import { PrintAll } from './print-all'
import { PrintSummary } from './print-summary'
import { recordPrint } from './record-print'

interface Props {
  params: PeopleListParams
  list: ExportList
  /** The list's total; undefined while it loads. */
  total: number | undefined
  /** How many rows the page on screen holds. */
  shown: number
}

/** What a list offers besides browsing: Export (IPMR and Chieftain), Print (the page) and Print all; and on paper, what was printed. */
export function ListActions({ shown, ...props }: Props) {
  const { t } = useTranslation('lists')
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 pt-1 print:hidden">
        <ExportButton {...props} />
        <PrintButton label={t('printList')} onPrint={() => recordPrint(props.params, props.list, 'page')} />
        <PrintAll params={props.params} total={props.total} onPrint={() => recordPrint(props.params, props.list, 'all')} />
      </div>
      <PrintSummary params={props.params} shown={shown} total={props.total ?? 0} />
    </>
  )
}
