import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import { PrintButton } from '@/components/ui/print-button'
import { TextLink } from '@/components/ui/text-link'
import { formatLongDate } from '@/lib/long-date'

import { AffidavitLink, AffiantsLine } from './affiants/certificate-affiants'
import { useCertification } from './api/get-certification'
import type { Certificate } from './api/types'
import { RevokeDialog } from './components/revoke-dialog'
import { purposeText } from './purposes'

/** /certifications/:id (Chieftain): the Certification of Tribal Membership as an A4 page, to print and sign. */
export default function CertificatePage() {
  const { t } = useTranslation('certifications')
  const id = Number(useParams().id)
  const query = useCertification(id)
  const [revoking, setRevoking] = useState(false)
  if (query.isPending) return <p role="status" className="p-6">{t('common.loading')}</p>
  if (query.isError) {
    return (
      <p role="alert" className="p-6 text-red-700">
        {query.error.message}
      </p>
    )
  }
  const cert = query.data
  return (
    <main className="mx-auto max-w-[210mm] space-y-4 px-3 py-6 print:p-0">
      <nav aria-label={t('certificate.backNav')} className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
        {cert.person_id !== null && cert.person_name !== null && (
          <TextLink to={`/super-admin?profile=${cert.person_id}`}>{t('certificate.backToPerson', { name: cert.person_name })}</TextLink>
        )}
        <TextLink to="/super-admin">{t('certificate.backToList')}</TextLink>
      </nav>
      {cert.public_url_is_loopback && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 print:hidden">
          {t('certificate.localAddress', { url: cert.verify_url.replace(/\/verify\/.*$/, '') })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3 print:hidden">
        {cert.erased_on === null && <AffidavitLink cert={cert} />}
        {!cert.revoked_on && (
          <Button variant="danger" onClick={() => setRevoking(true)}>
            {t('section.revokeShort')}
          </Button>
        )}
        <PrintButton label={t('certificate.print')} />
      </div>
      <CertificateSheet cert={cert} />
      <RevokeDialog certification={revoking ? cert : null} onClose={() => setRevoking(false)} />
    </main>
  )
}

/** The sheet; once the person's purge erased its values (`erased_on`), it says so where they were. */
function CertificateSheet({ cert }: { cert: Certificate }) {
  const { t, i18n } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  const erased = cert.erased_on !== null
  const missing = erased ? t('certificate.erased') : t('certificate.notRecorded')
  const purpose = purposeText(t, cert.purpose_kind, cert.purpose)
  const details: [string, string][] = [
    [fieldLabel('date_of_birth'), cert.date_of_birth ? day(cert.date_of_birth) : missing],
    [fieldLabel('barangay'), cert.barangay || missing],
    [fieldLabel('lineage'), cert.tribe || missing],
    [fieldLabel('father'), cert.father || missing],
    [fieldLabel('mother'), cert.mother || missing],
  ]
  return (
    <article
      aria-labelledby="certificate-title"
      className="relative space-y-6 border border-stone-300 bg-white p-6 text-stone-900 shadow-sm sm:p-10 print:min-h-[270mm] print:border-0 print:shadow-none"
    >
      {cert.revoked_on && (
        <p role="status" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
          {t('status.revokedOn', { date: day(cert.revoked_on) })}
          {cert.revoke_reason && !erased ? ` — ${cert.revoke_reason}` : ''}
        </p>
      )}
      {cert.erased_on && (
        <p role="status" className="rounded-lg border border-stone-300 bg-stone-100 p-3 text-stone-800">
          {t('certificate.erasedNotice', { date: day(cert.erased_on) })}
        </p>
      )}
      <header className="text-center">
        <p className="text-sm uppercase tracking-wide text-stone-600">{cert.community_name}</p>
        <h1 id="certificate-title" className="mt-2 text-2xl font-bold">
          {t('certificate.heading')}
        </h1>
        <p className="mt-1 font-mono text-sm">{t('certificate.serial', { serial: cert.serial })}</p>
      </header>
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start print:flex-row print:items-start">
        {cert.person_name !== null && (
          <FallbackImage
            src={cert.photo_url}
            alt={t('certificate.photoAlt', { name: cert.person_name })}
            className="h-36 w-36 shrink-0 rounded border border-stone-300"
          />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <p>{t('certificate.certify')}</p>
          <p className={cert.person_name === null ? 'text-xl italic text-stone-600' : 'text-xl font-bold'}>
            {cert.person_name ?? t('verify.nameErased')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-stone-600">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p>{t('certificate.body', { community: cert.community_name })}</p>
      <p>{purpose === null ? t('certificate.purposeErased') : t('certificate.purpose', { purpose })}</p>
      <AffiantsLine cert={cert} />
      <p>{t('certificate.issuedOn', { date: day(cert.issued_on) })}</p>
      <div className="flex flex-col-reverse items-center justify-between gap-6 pt-10 sm:flex-row sm:items-end print:flex-row print:items-end">
        <figure className="text-center">
          <img src={cert.qr_svg} alt={t('certificate.qrAlt')} className="h-44 w-44" />
          <figcaption className="mt-1 max-w-56 break-all text-xs text-stone-600">{cert.verify_url}</figcaption>
        </figure>
        <div className="w-64 text-center">
          <div className="h-12 border-b border-stone-900" aria-hidden="true" />
          <p className="mt-1 font-semibold">{cert.issued_by_name}</p>
          <p className="text-sm text-stone-600">{t('certificate.signature')}</p>
        </div>
      </div>
    </article>
  )
}
