import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { TableScroll } from '@/components/ui/table-scroll'
import type { components } from '@/lib/api/schema'
import { formatLongDate } from '@/lib/long-date'

import { purposeText } from '../purposes'

type RegisterRow = components['schemas']['RegisterRow']

interface Props {
  rows: readonly RegisterRow[]
  /** The Chieftain opens a certificate from its serial; the IPMR reads the line only. */
  linkSerials: boolean
  firstNumber: number
  loading: boolean
}

/** The register's rows: number, serial, name, barangay, purpose, issued by, issued on, status. */
export function RegisterTable({ rows, linkSerials, firstNumber, loading }: Props) {
  const { t, i18n } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  const headers = ['#', t('register.serial'), t('register.name'), fieldLabel('barangay'), t('issue.purpose'), t('register.issuedBy'), t('register.issuedOn'), t('register.status')]
  return (
    <TableScroll label={t('register.title')}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={headers.length} className="px-3 py-10 text-center text-stone-600">
                {loading ? t('common.loading') : t('register.empty')}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={row.id} className="border-t border-stone-100 align-top">
              <td className="px-3 py-2 text-stone-600">{firstNumber + index}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap">
                {linkSerials ? (
                  <Link to={`/certifications/${row.id}`} className="text-brand-800 underline">
                    {row.serial}
                  </Link>
                ) : (
                  row.serial
                )}
              </td>
              <td className={`px-3 py-2 ${row.person_name === null ? 'text-stone-600 italic' : ''}`}>{row.person_name ?? t('certificate.erased')}</td>
              <td className="px-3 py-2">{row.barangay ?? ''}</td>
              <td className="px-3 py-2">{purposeText(t, row.purpose_kind, row.purpose) ?? t('certificate.erased')}</td>
              <td className="px-3 py-2">{row.issued_by_name}</td>
              <td className="px-3 py-2 whitespace-nowrap">{day(row.issued_on)}</td>
              <td className="px-3 py-2">
                {row.revoked_on === null ? (
                  t('status.valid')
                ) : (
                  <>
                    {t('status.revokedOn', { date: day(row.revoked_on) })}
                    {row.revoke_reason && row.erased_on === null ? ` — ${row.revoke_reason}` : ''}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
