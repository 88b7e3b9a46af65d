import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { PrintButton } from '@/components/ui/print-button'
import { TextLink } from '@/components/ui/text-link'

import { useCertification } from '../api/get-certification'
import { purposeText } from '../purposes'

const BLANK = '____________________________'

/** /certifications/:id/affidavit (Chieftain): the joint affidavit of two disinterested persons, A4, to print and sign. */
export default function AffidavitPage() {
  const { t } = useTranslation('affiants')
  const { t: tc } = useTranslation('certifications')
  const id = Number(useParams().id)
  const query = useCertification(id)
  if (query.isPending) return <p role="status" className="p-6">{t('affidavit.loading')}</p>
  if (query.isError) {
    return (
      <p role="alert" className="p-6 text-red-700">
        {query.error.message}
      </p>
    )
  }
  const cert = query.data
  const [first, second] = [cert.affiants[0]?.name ?? BLANK, cert.affiants[1]?.name ?? BLANK]
  const applicant = cert.person_name ?? BLANK
  const values = {
    first,
    second,
    applicant,
    tribe: cert.tribe || BLANK,
    barangay: cert.barangay || BLANK,
    community: cert.community_name,
    purpose: purposeText(tc, cert.purpose_kind, cert.purpose) ?? BLANK,
    serial: cert.serial,
  }
  return (
    <main className="mx-auto max-w-[210mm] space-y-4 px-3 py-6 print:p-0">
      <nav aria-label={t('affidavit.backNav')} className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <TextLink to={`/certifications/${cert.id}`}>{t('affidavit.back', { serial: cert.serial })}</TextLink>
        <PrintButton label={t('affidavit.print')} />
      </nav>
      <article
        aria-labelledby="affidavit-title"
        className="space-y-5 border border-stone-300 bg-white p-6 leading-relaxed text-stone-900 shadow-sm sm:p-10 print:min-h-[270mm] print:border-0 print:shadow-none"
      >
        <header className="text-center">
          <p className="text-sm uppercase tracking-wide text-stone-600">{t('affidavit.republic')}</p>
          <h1 id="affidavit-title" className="mt-2 text-2xl font-bold">
            {t('affidavit.title')}
          </h1>
          <p className="mt-1 font-mono text-sm">{t('affidavit.serial', { serial: cert.serial })}</p>
        </header>
        <p>{t('affidavit.we', values)}</p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>{t('affidavit.know', values)}</li>
          <li>{t('affidavit.member', values)}</li>
          <li>{t('affidavit.disinterested', values)}</li>
          <li>{t('affidavit.purpose', values)}</li>
        </ol>
        <p>{t('affidavit.witness')}</p>
        <div className="grid gap-10 pt-8 sm:grid-cols-2 print:grid-cols-2">
          {[first, second].map((name, index) => (
            <div key={index} className="text-center">
              <div className="h-10 border-b border-stone-900" aria-hidden="true" />
              <p className="mt-1 font-semibold">{name}</p>
              <p className="text-sm text-stone-600">{t('affidavit.affiant', { number: index + 1 })}</p>
            </div>
          ))}
        </div>
        <p className="pt-6">{t('affidavit.sworn')}</p>
        <div className="ml-auto w-64 pt-8 text-center">
          <div className="h-10 border-b border-stone-900" aria-hidden="true" />
          <p className="text-sm text-stone-600">{t('affidavit.officer')}</p>
        </div>
      </article>
    </main>
  )
}
