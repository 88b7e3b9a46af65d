import { FallbackImage } from '@/components/ui/fallback-image'
import { TableScroll } from '@/components/ui/table-scroll'

import type { Person } from '../api/types'
import { formatBirthdate, fullName, listName, orNA, yesNo } from '../lib/format'

export const SKELETON_ROWS = 12
export const EMPTY_TEXT = 'No data found — try adjusting your search or filters.'

const COLUMNS = [
  'Photo',
  'Name',
  'Birthdate',
  'Age',
  'Gender',
  'Birthplace',
  'Tribe',
  'STUDENT',
  'NON-STUDENT',
  'UNEMPLOYED',
  'PWD',
  'Barangay',
  'Actions',
] as const

interface Props {
  people: readonly Person[]
  /** Number of the first row (rows are numbered across pages). */
  firstNumber: number
  loading: boolean
  selectedId: number | null
  onSelect: (id: number) => void
  canEdit: boolean
  onView: (person: Person) => void
  onEdit: (person: Person) => void
  onDelete: (person: Person) => void
}

const CELL = 'whitespace-nowrap px-3 py-2'
/** The actions column stays in view while the wide table scrolls sideways. */
const STICKY = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.25)]'
const ACTIONS = {
  view: { text: 'View', className: 'bg-sky-100 text-sky-900 hover:bg-sky-200' },
  edit: { text: 'Edit', className: 'bg-amber-100 text-amber-900 hover:bg-amber-200' },
  delete: { text: 'Delete', className: 'bg-red-100 text-red-900 hover:bg-red-200' },
}

/** A row action: short visible text, the full name in its accessible name ('Edit Juan Dela Cruz'). */
function ActionButton({ tone, label, onClick }: { tone: keyof typeof ACTIONS; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-offset-1 ${ACTIONS[tone].className}`}
    >
      {ACTIONS[tone].text}
    </button>
  )
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} aria-hidden="true" data-skeleton className="animate-pulse border-t border-stone-100">
      {COLUMNS.map((column) => (
        <td key={column} className={CELL}>
          <span className={`block rounded bg-stone-200 ${column === 'Photo' ? 'h-10 w-10 rounded-full' : 'h-3 w-16'}`} />
        </td>
      ))}
    </tr>
  ))
}

/** The master list table (min width 1500 px; the wrapper scrolls sideways). */
export function PeopleTable({ people, firstNumber, loading, selectedId, onSelect, canEdit, onView, onEdit, onDelete }: Props) {
  return (
    <TableScroll label="People">
      <table className="w-full min-w-[1500px] text-left text-sm" aria-busy={loading}>
        <thead className="bg-brand-800 text-xs uppercase tracking-wide text-white">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`${CELL} py-3 font-semibold ${column === 'Actions' ? `${STICKY} bg-brand-800` : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows />
          ) : people.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-10 text-center text-stone-500">
                {EMPTY_TEXT}
              </td>
            </tr>
          ) : (
            people.map((person, index) => {
              const name = fullName(person)
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
                      alt={`Photo of ${name}`}
                      loading="lazy"
                      className="h-10 w-10 rounded-full"
                    />
                  </td>
                  <td className={`${CELL} font-medium text-stone-900`}>
                    {firstNumber + index}. {listName(person)}
                  </td>
                  <td className={CELL}>{formatBirthdate(person.date_of_birth)}</td>
                  <td className={CELL}>{orNA(person.age)}</td>
                  <td className={CELL}>{orNA(person.gender)}</td>
                  <td className={`${CELL} max-w-56 truncate`} title={person.birthplace ?? undefined}>
                    {orNA(person.birthplace)}
                  </td>
                  <td className={CELL}>{orNA(person.lineage)}</td>
                  <td className={CELL}>{yesNo(person.flags.student)}</td>
                  <td className={CELL}>{yesNo(person.flags.non_student)}</td>
                  <td className={CELL}>{yesNo(person.flags.unemployed)}</td>
                  <td className={CELL}>{yesNo(person.flags.pwd)}</td>
                  <td className={CELL}>{person.barangay}</td>
                  <td className={`${CELL} ${STICKY} bg-inherit`}>
                    <div className="flex gap-1.5">
                      <ActionButton tone="view" label={`View profile of ${name}`} onClick={() => onView(person)} />
                      {canEdit && (
                        <>
                          <ActionButton tone="edit" label={`Edit ${name}`} onClick={() => onEdit(person)} />
                          <ActionButton tone="delete" label={`Delete ${name}`} onClick={() => onDelete(person)} />
                        </>
                      )}
                    </div>
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
