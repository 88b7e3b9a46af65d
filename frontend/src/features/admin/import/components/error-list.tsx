import { useTranslation } from 'react-i18next'

import { TableScroll } from '@/components/ui/table-scroll'
import { inLanguage } from '@/lib/api/errors'
import { usePhoneLayout } from '@/lib/people-list/person-cards'

import type { RowError } from '../api/types'
import { useRowRef } from './use-row-ref'

const cell = 'px-3 py-2 align-top'

/** Every reason a row was refused, or (`kind="warnings"`) what was noticed without refusing it (a photo not
 * found): row number, column, message (in the chosen language by its code); cards on a phone. */
export function ErrorList({ errors, kind = 'errors' }: { errors: readonly RowError[]; kind?: 'errors' | 'warnings' }) {
  const { t } = useTranslation('admin-import')
  const phone = usePhoneLayout()
  const title = t(`${kind}.title`, { count: errors.length })
  const ref = useRowRef()
  if (errors.length === 0) return <p className="text-sm text-stone-700">{t('errors.none')}</p>
  const tone = kind === 'errors' ? 'text-red-900' : 'text-amber-900'

  if (phone) {
    return (
      <section className="space-y-2">
        <h3 className={`font-semibold ${tone}`}>{title}</h3>
        <ul aria-label={t(`${kind}.label`)} className="space-y-2">
          {errors.map((error, index) => (
            <li key={index} className="rounded-xl border border-red-200 bg-white p-3 text-sm">
              <p className="font-semibold">
                {ref(error)} · {error.column}
              </p>
              <p className={tone}>{inLanguage(error.code, error.message, error.params)}</p>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  return (
    <section className="space-y-2">
      <h3 className={`font-semibold ${tone}`}>{title}</h3>
      <TableScroll label={t(`${kind}.label`)}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className={cell}>{t('errors.row')}</th>
              <th scope="col" className={cell}>{t('errors.column')}</th>
              <th scope="col" className={cell}>{t('errors.message')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {errors.map((error, index) => (
              <tr key={index}>
                <td className={`${cell} whitespace-nowrap`}>{ref(error)}</td>
                <td className={cell}>{error.column}</td>
                <td className={`${cell} ${tone}`}>{inLanguage(error.code, error.message, error.params)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
