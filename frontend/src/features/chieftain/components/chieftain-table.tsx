import { personName } from '@/lib/person-name'
import { useTranslation } from 'react-i18next'

import { FallbackImage } from '@/components/ui/fallback-image'
import { TableScroll } from '@/components/ui/table-scroll'
import type { components } from '@/lib/api/schema'
import { PersonCards } from '@/lib/people-list/person-cards'
import { FLAG_COLUMNS, yesNo } from '@/lib/people-list/flags'
import { columnsOf, fieldColumn, type ListColumn, type Sort, type SortKey } from '@/lib/people-list/sort'
import { ListHead } from '@/lib/people-list/sort-header'

type Person = components['schemas']['PersonOut']

const column = columnsOf('chieftain')

const COLUMNS: readonly ListColumn[] = [
  column('number'),
  column('photo'),
  column('name', 'name'),
  fieldColumn('gender', 'gender'),
  fieldColumn('barangay', 'barangay'),
  fieldColumn('birthplace'),
  fieldColumn('lineage', 'tribe'),
  ...FLAG_COLUMNS.map((flag) => ({
    id: flag.flag,
    sortKey: flag.flag,
    get label() {
      return flag.label
    },
  })),
  column('actions'),
]

const CELL = 'whitespace-nowrap px-2 py-2'
/** Long names and barangays wrap, so the table fits its box and View is never cut off. */
const WRAP = 'px-2 py-2 min-w-24 max-w-48 break-words'

const displayName = (person: Person) => personName(person)

interface Props {
  people: readonly Person[]
  firstNumber: number
  loading: boolean
  /** Shown as the only row when there are no people. */
  emptyText: string
  sort: Sort | null
  onSort: (key: SortKey) => void
  onView: (personId: number) => void
}

/** The Chieftain's table; it fits its box at desktop widths, so View is never cut off. */
export function ChieftainTable({ people, firstNumber, loading, emptyText, sort, onSort, onView }: Props) {
  const { t } = useTranslation('chieftain')
  return (
    <TableScroll fitScreen label={t('people')}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <ListHead columns={COLUMNS} sort={sort} onSort={onSort} />
        <tbody className={loading && people.length > 0 ? 'opacity-60' : ''}>
          {people.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-10 text-center text-stone-500">
                {loading ? t('loading') : emptyText}
              </td>
            </tr>
          ) : (
            people.map((person, index) => <Row key={person.id} person={person} number={firstNumber + index} onView={onView} />)
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}

function NameButton({ person, onView }: { person: Person; onView: (personId: number) => void }) {
  return (
    <button type="button" onClick={() => onView(person.id)} className="text-left font-medium text-brand-800 underline-offset-2 hover:underline">
      {displayName(person)}
    </button>
  )
}

function ViewButton({ person, onView }: { person: Person; onView: (personId: number) => void }) {
  const { t } = useTranslation('chieftain')
  return (
    <button
      type="button"
      onClick={() => onView(person.id)}
      className="rounded-md bg-sky-100 px-2.5 py-1 text-xs font-medium text-sky-900 hover:bg-sky-200"
    >
      {t('view')}<span className="sr-only"> {displayName(person)}</span>
    </button>
  )
}

function Row({ person, number, onView }: { person: Person; number: number; onView: (personId: number) => void }) {
  const { t } = useTranslation('chieftain')
  return (
    <tr className="border-t border-stone-100 hover:bg-stone-50">
      <td className={`${CELL} tabular-nums text-stone-500`}>{number}</td>
      <td className={CELL}>
        <FallbackImage src={person.thumb_url} alt={t('photo_of_displayname', { displayName: displayName(person) })} loading="lazy" className="h-10 w-10 rounded-full" />
      </td>
      <td className={WRAP}>
        <NameButton person={person} onView={onView} />
      </td>
      <td className={CELL}>{person.gender ? t(`gender.${person.gender}`, { defaultValue: person.gender }) : t('n_a')}</td>
      <td className={WRAP}>{person.barangay}</td>
      <td className={WRAP}>
        {person.birthplace ?? t('n_a')}
      </td>
      <td className={CELL}>{person.lineage ?? t('n_a')}</td>
      {FLAG_COLUMNS.map(({ flag }) => (
        <td key={flag} className={CELL}>
          {yesNo(person.flags[flag])}
        </td>
      ))}
      <td className={CELL}>
        <ViewButton person={person} onView={onView} />
      </td>
    </tr>
  )
}

/** The Chieftain's list on a phone: one card per person, the name and View open the profile. */
export function ChieftainCards({ people, loading, emptyText, onView }: Props) {
  return (
    <PersonCards
      people={people}
      loading={loading}
      emptyText={emptyText}
      label={displayName}
      name={(person) => <NameButton person={person} onView={onView} />}
      actions={(person) => <ViewButton person={person} onView={onView} />}
    />
  )
}
