import { TableScroll } from '@/components/ui/table-scroll'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import type { PreviewRow } from '../api/types'
import { useTranslation } from 'react-i18next'

type Person = PreviewRow['person']

const ACTIONS: Record<PreviewRow['action'], string> = { create: 'New', update: 'Update', unchanged: 'Unchanged' }

const COLUMNS: readonly { label: string; value: (person: Person) => string }[] = [
  { label: 'Name', value: (p) => [`${p.last_name},`, p.first_name, p.middle_name].filter(Boolean).join(' ') },
  { label: 'Date of Birth', value: (p) => p.date_of_birth ?? '' },
  { label: 'Age', value: (p) => (p.age === null ? '' : String(p.age)) },
  { label: 'Gender', value: (p) => p.gender ?? '' },
  { label: 'Barangay', value: (p) => p.barangay },
  { label: 'Tribe', value: (p) => p.lineage ?? '' },
  { label: 'Occupation', value: (p) => p.occupation ?? '' },
  { label: 'Contact Number', value: (p) => p.contact_number },
  { label: 'Health Condition', value: (p) => p.health_condition ?? '' },
]

const cell = 'px-3 py-2 align-top whitespace-nowrap'

/** The first rows as they will be stored, with what the import does to each. */
export function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const { t } = useTranslation('admin')
  const phone = usePhoneLayout()
  const title = `Preview: the first ${rows.length} valid rows as they will be stored`
  if (rows.length === 0) return null
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      {phone ? (
        <ul aria-label={t('preview')} className="space-y-2">
          {rows.map(({ row, action, person }) => (
            <li key={row} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
              <p className="font-semibold">{t('row_row_value', { row, value: ACTIONS[action] })}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
                {COLUMNS.map((column) => (
                  <div key={column.label} className="contents">
                    <dt className="text-stone-600">{column.label}</dt>
                    <dd className="break-words">{column.value(person)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <TableScroll label={t('preview')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className={cell}>{t('row')}</th>
                <th scope="col" className={cell}>{t('import')}</th>
                {COLUMNS.map((column) => (
                  <th key={column.label} scope="col" className={cell}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {rows.map(({ row, action, person }) => (
                <tr key={row}>
                  <td className={cell}>{row}</td>
                  <td className={cell}>{ACTIONS[action]}</td>
                  {COLUMNS.map((column) => (
                    <td key={column.label} className={cell}>
                      {column.value(person)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
