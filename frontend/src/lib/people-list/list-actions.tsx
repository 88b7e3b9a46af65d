import type { PeopleListParams } from './api'
import { ExportButton } from './export-button'
import type { ExportList } from './export-url'

interface Props {
  params: PeopleListParams
  list: ExportList
  /** The list's total; undefined while it loads. */
  total: number | undefined
}

/** What a list offers besides browsing: Export (IPMR and Chieftain). */
export function ListActions(props: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 pt-1 print:hidden">
      <ExportButton {...props} />
    </div>
  )
}
