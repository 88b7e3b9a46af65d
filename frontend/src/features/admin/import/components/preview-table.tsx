import { personName } from '@/lib/person-name'
import { useTranslation } from 'react-i18next'

import { TableScroll } from '@/components/ui/table-scroll'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import type { PersonField } from '@/lib/person-fields'

import type { PreviewRow } from '../api/types'

type Person = PreviewRow['person']

/** The person's columns of the preview, the values as stored: a field's header is its label (`person-fields:<key>`),
 * the name's `preview.columns.name`. */
const COLUMNS: readonly { key: 'name' | PersonField; value: (person: Person) => string }[] = [
  { key: 'name', value: (p) => personName(p) },
  { key: 'date_of_birth', value: (p) => p.date_of_birth ?? '' },
  { key: 'age', value: (p) => (p.age === null ? '' : String(p.age)) },
  { key: 'gender', value: (p) => p.gender ?? '' },
  { key: 'barangay', value: (p) => p.barangay },
  { key: 'lineage', value: (p) => p.lineage ?? '' },
  { key: 'occupation', value: (p) => p.occupation ?? '' },
  { key: 'contact_number', value: (p) => p.contact_number },
  { key: 'health_condition', value: (p) => p.health_condition ?? '' },
]

const cell = 'px-3 py-2 align-top whitespace-nowrap'

/** The first rows as they will be stored, with what the import does to each. */
export function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const { t } = useTranslation('admin-import')
  const { t: fieldLabel } = useTranslation('person-fields')
  const phone = usePhoneLayout()
  if (rows.length === 0) return null
  const title = t('preview.title', { count: rows.length })
  const header = (key: 'name' | PersonField) => (key === 'name' ? t('preview.columns.name') : fieldLabel(key))
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      {phone ? (
        <ul aria-label={t('preview.label')} className="space-y-2">
          {rows.map(({ row, action, person }) => (
            <li key={row} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
              <p className="font-semibold">{t('preview.rowAction', { row, action: t(`preview.actions.${action}`) })}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
                {COLUMNS.map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-stone-600">{header(column.key)}</dt>
                    <dd className="break-words">{column.value(person)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <TableScroll label={t('preview.label')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className={cell}>{t('preview.row')}</th>
                <th scope="col" className={cell}>{t('preview.import')}</th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className={cell}>
                    {header(column.key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {rows.map(({ row, action, person }) => (
                <tr key={row}>
                  <td className={cell}>{row}</td>
                  <td className={cell}>{t(`preview.actions.${action}`)}</td>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className={cell}>
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
