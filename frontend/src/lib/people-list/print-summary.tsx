import { PrintedLine } from '@/components/ui/print-button'
import { useSession } from '@/lib/auth/session'
import { formatCount, pageCount } from '@/lib/result-line'

import { PAGE_SIZE, type PeopleListParams } from './api'
import { FILTERS } from './filters'
import { useTranslation } from 'react-i18next'

const SORT_WORDS: Record<string, string> = {
  name: 'Name', birthdate: 'Birthdate', age: 'Age', gender: 'Gender', barangay: 'Barangay', tribe: 'Tribe',
  student: 'Student', non_student: 'Non-Student', unemployed: 'Unemployed', pwd: 'PWD', created_at: 'Date added',
}

/** The list's filters in words: 'Student; barangay Bani; search "cruz"; sorted by Age, descending'. */
export function filtersInWords(params: PeopleListParams): string {
  const filter = FILTERS.find(
    (option) => option.id !== 'all' && option.params.gender === params.gender && option.params.status === params.status,
  )
  const parts = [
    filter ? filter.label : 'No filter',
    params.barangay ? `barangay ${params.barangay}` : 'every barangay',
    params.q ? `search "${params.q}"` : '',
    `sorted by ${SORT_WORDS[params.sort ?? 'name']}, ${params.order === 'desc' ? 'descending' : 'ascending'}`,
  ]
  return parts.filter(Boolean).join('; ')
}

/** Which rows a printed list holds: the page on screen (the list is fetched 50 at a time). */
export function printedRows(page: number, shown: number, total: number): string {
  if (total === 0) return 'No people to show.'
  const from = (page - 1) * PAGE_SIZE + 1
  return `Page ${page} of ${pageCount(total, PAGE_SIZE)}: rows ${formatCount(from)}–${formatCount(from + shown - 1)} of ${formatCount(total)} (one page of ${PAGE_SIZE} is printed at a time; Export gives every row).`
}

/** On paper only, under the list's title: its filters in words, which rows are printed, when and by whom. */
export function PrintSummary({ params, shown, total }: { params: PeopleListParams; shown: number; total: number }) {
  const { t } = useTranslation('common')
  const { user } = useSession()
  return (
    <div className="hidden space-y-0.5 text-sm print:block">
      <p>{t('filters_filtersinwords', { filtersInWords: filtersInWords(params) })}</p>
      <p>{printedRows(params.page, shown, total)}</p>
      <PrintedLine name={user?.display_name} />
    </div>
  )
}
