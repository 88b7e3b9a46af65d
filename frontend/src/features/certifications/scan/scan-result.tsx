import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'
import { formatLongDate } from '@/lib/long-date'
import { useOnline } from '@/lib/offline/network'

import { useVerifyCertification } from '../api/verify-certification'
import type { CertificateOnPaper, QrCheck } from './verify-qr'

const VERDICT_TONE = {
  valid: 'border-green-300 bg-green-50 text-green-900',
  notValid: 'border-red-300 bg-red-50 text-red-900',
  otherRegistry: 'border-amber-300 bg-amber-50 text-amber-900',
  revoked: 'border-red-300 bg-red-50 text-red-900',
  mismatch: 'border-red-300 bg-red-50 text-red-900',
} as const

type VerdictName = keyof typeof VERDICT_TONE
type RegistryRecord = components['schemas']['VerifiedCertification']
type Compared = 'name' | 'serial' | 'issuedOn'

/** The verdict of the offline check, what the paper says when it is valid, and (online) its revocation. */
export function ScanResult({ checked }: { checked: QrCheck }) {
  const { t } = useTranslation('verify-scan')
  if (checked.verdict === 'valid' && checked.certificate) return <ValidSignature certificate={checked.certificate} />
  return (
    <Verdict verdict={checked.verdict}>
      {checked.verdict === 'notValid' && <p>{t('result.notValidHint')}</p>}
      {checked.verdict === 'otherRegistry' && <p>{t('result.otherRegistryHint')}</p>}
    </Verdict>
  )
}

/** A genuine signature: valid, unless the registry says (online) that the paper does not match its record (a
 * forged paper reusing a genuine code) or that it revoked the paper — then the headline says so in red, never
 * green, as /verify/CODE does. */
function ValidSignature({ certificate }: { certificate: CertificateOnPaper }) {
  const { t } = useTranslation('verify-scan')
  const record = useVerifyCertification(certificate.code).data
  const differing = record ? differences(certificate, record) : []
  const revoked = Boolean(record?.revoked_on)
  const verdict: VerdictName = differing.length > 0 ? 'mismatch' : revoked ? 'revoked' : 'valid'
  return (
    <Verdict verdict={verdict}>
      {record && differing.length > 0 && <Differences differing={differing} record={record} />}
      {revoked && differing.length === 0 && <p>{t('result.revokedHint')}</p>}
      <OnPaper certificate={certificate} />
    </Verdict>
  )
}

/** Which of name, serial and issue date the paper says otherwise than the registry's record. A purged person's
 * name is erased from the record (null): that is not a difference. */
function differences(certificate: CertificateOnPaper, record: RegistryRecord): Compared[] {
  const differing: Compared[] = []
  if (record.person_name !== null && record.person_name !== certificate.name) differing.push('name')
  if (record.serial !== certificate.serial) differing.push('serial')
  if (record.issued_on !== certificate.issuedOn) differing.push('issuedOn')
  return differing
}

function Differences({ differing, record }: { differing: Compared[]; record: RegistryRecord }) {
  const { t, i18n } = useTranslation('verify-scan')
  const recorded: Record<Compared, string> = {
    name: record.person_name ?? '',
    serial: record.serial,
    issuedOn: formatLongDate(record.issued_on, i18n.language),
  }
  return (
    <>
      <p>{t('result.mismatchHint')}</p>
      <ul className="list-disc space-y-1 pl-5 font-medium">
        {differing.map((field) => (
          <li key={field}>{t('result.differs', { field: t(`result.${field}`), recorded: recorded[field] })}</li>
        ))}
      </ul>
    </>
  )
}

function Verdict({ verdict, children }: { verdict: VerdictName; children: ReactNode }) {
  const { t } = useTranslation('verify-scan')
  return (
    <section aria-labelledby="scan-verdict" className={`mt-6 space-y-4 rounded-xl border p-5 ${VERDICT_TONE[verdict]}`}>
      <h2 id="scan-verdict" className="text-xl font-bold">
        {t(`result.${verdict}`)}
      </h2>
      {children}
    </section>
  )
}

function OnPaper({ certificate }: { certificate: CertificateOnPaper }) {
  const { t, i18n } = useTranslation('verify-scan')
  const { t: fieldLabel } = useTranslation('person-fields')
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  const rows: [string, string | null][] = [
    [t('result.serial'), certificate.serial],
    [t('result.name'), certificate.name ?? t('result.erased')],
    [fieldLabel('date_of_birth'), certificate.dateOfBirth && day(certificate.dateOfBirth)],
    [fieldLabel('lineage'), certificate.tribe],
    [fieldLabel('barangay'), certificate.barangay],
    [t('result.issuedOn'), day(certificate.issuedOn)],
  ]
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-900">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-700">{label}</dt>
            <dd className="break-words">{value ?? t('result.notRecorded')}</dd>
          </div>
        ))}
      </dl>
      <Revocation code={certificate.code} />
    </>
  )
}

/** Asked of the registry only with a connection: the offline verdict stands without it. */
function Revocation({ code }: { code: string }) {
  const { t, i18n } = useTranslation('verify-scan')
  const online = useOnline()
  const query = useVerifyCertification(code)
  let said: string
  if (query.data) {
    said = query.data.revoked_on
      ? t('revocation.revokedOn', { date: formatLongDate(query.data.revoked_on, i18n.language) })
      : t('revocation.notRevoked')
  } else if (!online) said = t('revocation.offline')
  else if (query.isError) {
    said = query.error instanceof ApiError && query.error.status === 404 ? t('revocation.unknown') : t('revocation.failed')
  } else said = t('revocation.checking')
  const revoked = Boolean(query.data?.revoked_on)
  return (
    <p role="status" className={`font-semibold ${revoked ? 'text-red-800' : 'text-stone-800'}`}>
      {said}
    </p>
  )
}
