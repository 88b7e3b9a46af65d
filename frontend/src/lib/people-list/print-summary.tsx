import { useTranslation } from 'react-i18next'

import { PrintedLine } from '@/components/ui/print-button'
import { useSession } from '@/lib/auth/session'
import { i18n } from '@/lib/i18n'
import { pageCount, pageRange } from '@/lib/result-line'

import { PAGE_SIZE, type PeopleListParams } from './api'
import { FILTERS, sortWord } from './filters'

/** The list's filters in words: 'Student; barangay Bani; search "cruz"; sorted by Age, descending'. */
export function filtersInWords(params: PeopleListParams): string {
  const filter = FILTERS.find(
    (option) =>
      option.id !== 'all' &&
      option.params.gender === params.gender &&
      option.params.status === params.status &&
      option.params.legal_basis === params.legal_basis,
  )
  const parts = [
    filter ? filter.label : i18n.t('lists:words.noFilter'),
    params.barangay ? i18n.t('lists:words.barangay', { name: params.barangay }) : i18n.t('lists:words.everyBarangay'),
    params.q ? i18n.t('lists:words.search', { q: params.q }) : '',
    i18n.t(params.order === 'desc' ? 'lists:words.sortedDesc' : 'lists:words.sortedAsc', { column: sortWord(params.sort) }),
  ]
  return parts.filter(Boolean).join(i18n.t('lists:words.separator'))
}

/** Which rows a printed list holds: the page on screen (the list is fetched 50 at a time). */
export function printedRows(page: number, shown: number, total: number): string {
  if (total === 0) return i18n.t('lists:printedNone')
  return i18n.t('lists:printedRows', { ...pageRange(page, PAGE_SIZE, shown, total), page, pages: pageCount(total, PAGE_SIZE), size: PAGE_SIZE })
}

/** On paper only, under the list's title: its filters in words, which rows are printed, when and by whom. */
export function PrintSummary({ params, shown, total }: { params: PeopleListParams; shown: number; total: number }) {
  const { t } = useTranslation('lists')
  const { user } = useSession()
  return (
    <div className="hidden space-y-0.5 text-sm print:block">
      <p>{t('printFilters', { filters: filtersInWords(params) })}</p>
      <p>{printedRows(params.page, shown, total)}</p>
      <PrintedLine name={user?.display_name} />
    </div>
  )
}
