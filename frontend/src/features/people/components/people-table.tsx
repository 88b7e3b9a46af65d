import { useTranslation } from 'react-i18next'

import { FallbackImage } from '@/components/ui/fallback-image'
import { i18n } from '@/lib/i18n'
import { TableScroll } from '@/components/ui/table-scroll'
import { FLAG_COLUMNS, yesNo } from '@/lib/people-list/flags'
import { columnsOf, fieldColumn, type ListColumn, type Sort, type SortKey } from '@/lib/people-list/sort'
import { ListHead } from '@/lib/people-list/sort-header'

import type { Person } from '../api/types'
import { personName } from '@/lib/person-name'
import { formatBirthdate, optionLabel, orNA } from '../lib/format'

import { RowActions, type RowActionHandlers } from './row-actions'

export const SKELETON_ROWS = 12
/** The empty list's text, in the interface's language. */
export const emptyListText = () => i18n.t('people:emptyList')

const column = columnsOf('people')

const COLUMNS: readonly ListColumn[] = [
  column('photo'),
  column('name', 'name'),
  column('birthdate', 'birthdate'),
  fieldColumn('age', 'age'),
  fieldColumn('gender', 'gender'),
  fieldColumn('birthplace'),
  fieldColumn('lineage', 'tribe'),
  ...FLAG_COLUMNS.map((flag) => ({
    id: flag.flag,
    sortKey: flag.flag,
    get label() {
      return flag.label
    },
  })),
  fieldColumn('barangay', 'barangay'),
  column('actions'),
]

interface Props extends RowActionHandlers {
  people: readonly Person[]
  /** Number of the first row (rows are numbered across pages). */
  firstNumber: number
  loading: boolean
  selectedId: number | null
  onSelect: (id: number) => void
  sort: Sort | null
  onSort: (key: SortKey) => void
}

const CELL = 'whitespace-nowrap px-1.5 py-2'
/** Long names and barangays wrap, so the table fits its box at 1366 px and nothing hides under Actions. */
const WRAP = 'px-1.5 py-2 min-w-24 max-w-32 break-words'
/**
 * The actions column stays in view while the table scrolls sideways (windows narrower than the table);
 * where the table fits its box nothing scrolls under it.
 */
const STICKY = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.25)]'

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} aria-hidden="true" data-skeleton className="animate-pulse border-t border-stone-100">
      {COLUMNS.map((column) => (
        <td key={column.id} className={CELL}>
          <span className={`block rounded bg-stone-200 ${column.id === 'photo' ? 'h-10 w-10 rounded-full' : 'h-3 w-12'}`} />
        </td>
      ))}
    </tr>
  ))
}

/** The master list table, sortable by its headers; the wrapper scrolls sideways when the window is narrow. */
export function PeopleTable({ people, firstNumber, loading, selectedId, onSelect, sort, onSort, ...actions }: Props) {
  const { t } = useTranslation('people')
  return (
    <TableScroll fitScreen label={t('people')}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <ListHead
          columns={COLUMNS}
          sort={sort}
          onSort={onSort}
          className="py-3"
          plainClass={(column) => (column.id === 'actions' ? `${STICKY} bg-brand-800` : '')}
        />
        <tbody>
          {loading ? (
            <SkeletonRows />
          ) : people.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-10 text-center text-stone-500">
                {emptyListText()}
              </td>
            </tr>
          ) : (
            people.map((person, index) => {
              const selected = person.id === selectedId
              return (
                <tr
                  key={person.id}
                  aria-selected={selected}
                  onClick={() => onSelect(person.id)}
                  className={`cursor-pointer border-t border-stone-100 ${selected ? 'bg-brand-100' : 'bg-white hover:bg-stone-50'}`}
                >
                  <td className={CELL}>
                    <FallbackImage
                      src={person.thumb_url}
                      alt={t('photo_of_fullname', { fullName: personName(person, 'short') })}
                      loading="lazy"
                      className="h-10 w-10 rounded-full"
                    />
                  </td>
                  <td className={`${WRAP} font-medium text-stone-900`}>
                    {firstNumber + index}. {personName(person, 'list-short')}
                  </td>
                  <td className={CELL}>{formatBirthdate(person.date_of_birth)}</td>
                  <td className={CELL}>{orNA(person.age)}</td>
                  <td className={CELL}>{orNA(optionLabel('gender', person.gender))}</td>
                  <td className={WRAP}>
                    {orNA(person.birthplace)}
                  </td>
                  <td className={CELL}>{orNA(person.lineage)}</td>
                  {FLAG_COLUMNS.map(({ flag }) => (
                    <td key={flag} className={CELL}>
                      {yesNo(person.flags[flag])}
                    </td>
                  ))}
                  <td className={WRAP}>{person.barangay}</td>
                  <td className={`${CELL} ${STICKY} bg-inherit`}>
                    <RowActions person={person} {...actions} />
                  </td>
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}
