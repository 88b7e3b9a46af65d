import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { ApiError } from '@/lib/api/errors'
import { formatLongDate } from '@/lib/long-date'

import { useVerifyCertification } from './api/verify-certification'

/** /verify/:code (public, the QR code's address): the serial, the name, the issue date, and Valid or Revoked.
 * The name is null once the person's record was purged (the certification is then revoked): said so. */
export default function VerifyPage() {
  const { t, i18n } = useTranslation('certifications')
  const code = useParams().code ?? ''
  const query = useVerifyCertification(code)
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">{t('verify.title')}</h1>
      {query.isPending && <p role="status">{t('verify.loading')}</p>}
      {query.isError && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {query.error instanceof ApiError && query.error.status === 404 ? t('verify.notFound') : t('verify.failed')}
        </p>
      )}
      {query.data && (
        <div className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <p
            role="status"
            className={`text-xl font-bold ${query.data.revoked_on ? 'text-red-800' : 'text-green-800'}`}
          >
            {query.data.revoked_on ? t('status.revokedOn', { date: day(query.data.revoked_on) }) : t('status.valid')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium text-stone-600">{t('verify.serial')}</dt>
            <dd className="font-mono">{query.data.serial}</dd>
            <dt className="font-medium text-stone-600">{t('verify.name')}</dt>
            <dd className={query.data.person_name === null ? 'italic text-stone-600' : undefined}>
              {query.data.person_name ?? t('verify.nameErased')}
            </dd>
            <dt className="font-medium text-stone-600">{t('verify.issuedOn')}</dt>
            <dd>{day(query.data.issued_on)}</dd>
          </dl>
        </div>
      )}
    </main>
  )
}
