import { useTranslation } from 'react-i18next'

import { TableScroll } from '@/components/ui/table-scroll'

import type { TableData } from '../lib/table-data'

/** A chart's or a table's numbers (what a screen reader reads, and what the CSV holds). */
export function DataTable({ table, caption }: { table: TableData; caption: string }) {
  const { t } = useTranslation('reports')
  const { columns, rows } = table
  return (
    <TableScroll label={t('numbersOf', { title: caption })}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`px-2 py-1 font-semibold ${i ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([category, ...values]) => (
            <tr key={category} className="border-b border-stone-100">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {category}
              </th>
              {values.map((value, i) => (
                <td key={columns[i + 1]} className="px-2 py-1 text-right tabular-nums">
                  {value.toLocaleString()}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
