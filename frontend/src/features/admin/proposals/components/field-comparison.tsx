import { useTranslation } from 'react-i18next'

import type { ProposalKind } from '../api/keys'
import { shownValue, type FieldRow } from '../lib/compare'

interface Props {
  kind: ProposalKind
  rows: readonly FieldRow[]
}

/**
 * The fields side by side: the record now and the proposal (an add has no record yet; a delete proposes no
 * values). A changed field says "Changed" in words and its proposed value is bold: never marked by colour alone.
 */
export function FieldComparison({ kind, rows }: Props) {
  const { t } = useTranslation('admin-proposals')
  const { t: fieldLabel } = useTranslation('person-fields')
  const empty = t('empty')
  const withCurrent = kind !== 'add'
  const withProposed = kind !== 'delete'
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{t('detail.fields')}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="w-1/3 py-2 pr-2">{t('detail.field')}</th>
          {withCurrent && <th scope="col" className="py-2 pr-2">{t('detail.current')}</th>}
          {withProposed && <th scope="col" className="py-2">{t('detail.proposed')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={`border-b border-stone-200 align-top ${row.changed && withCurrent ? 'bg-amber-50' : ''}`}>
            <th scope="row" className="py-2 pr-2 font-medium break-words">
              {fieldLabel(row.field)}
              {row.changed && withCurrent && (
                <span className="ml-1 inline-block rounded-full border border-amber-600 px-1.5 text-xs font-semibold text-amber-900">
                  {t('detail.changed')}
                </span>
              )}
            </th>
            {withCurrent && <td className="py-2 pr-2 break-words">{shownValue(row.current, empty)}</td>}
            {withProposed && (
              <td className={`py-2 break-words ${row.changed ? 'font-semibold' : ''}`}>{shownValue(row.proposed, empty)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
