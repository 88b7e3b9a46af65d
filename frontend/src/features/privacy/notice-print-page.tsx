import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'

import { PrintButton } from '@/components/ui/print-button'
import { TextLink } from '@/components/ui/text-link'
import { useSession } from '@/lib/auth/session'
import { formatLongDate } from '@/lib/long-date'
import { officeToday } from '@/lib/office-clock'
import { personName } from '@/lib/person-name'

import { useNoticePerson } from './api/get-notice-person'
import { usePrivacyNotice, type NoticeLanguage } from './api/get-privacy-notice'

/**
 * /privacy-notice/:personId?lang=en|fil: the privacy notice in the chosen language, with the person's name, the
 * day and a line for their signature, as one page to print and hand over.
 */
export default function NoticePrintPage() {
  const personId = Number(useParams().personId)
  const language: NoticeLanguage = useSearchParams()[0].get('lang') === 'fil' ? 'fil' : 'en'
  const { t } = useTranslation('privacy-basis', { lng: language })
  const { t: tPage } = useTranslation('privacy-basis')
  const notice = usePrivacyNotice()
  const person = useNoticePerson(personId)
  const { user } = useSession()
  const list = user?.role === 'chieftain' ? '/super-admin' : '/total-population'
  if (notice.isPending || person.isPending) return <p role="status" className="p-6">{tPage('notice.loading')}</p>
  if (notice.isError || person.isError) {
    return (
      <p role="alert" className="p-6 text-red-700">
        {(notice.error ?? person.error)?.message}
      </p>
    )
  }
  const text = notice.data[language].text
  return (
    <main lang={language} className="mx-auto max-w-[210mm] space-y-4 px-3 py-6 print:p-0">
      <nav aria-label={tPage('notice.page_title')} className="flex flex-wrap justify-between gap-3 print:hidden">
        <TextLink to={`${list}?profile=${personId}`}>{tPage('notice.back')}</TextLink>
        <PrintButton label={tPage('notice.print')} />
      </nav>
      <article
        aria-labelledby="notice-title"
        className="space-y-4 border border-stone-300 bg-white p-6 text-stone-900 sm:p-10 print:border-0"
      >
        <h1 id="notice-title" className="text-xl font-semibold">
          {t('notice.page_title')}
        </h1>
        <div className="whitespace-pre-line text-sm leading-relaxed">{text}</div>
        <p className="pt-4 text-sm">{t('notice.received')}</p>
        <dl className="grid grid-cols-1 gap-6 pt-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-stone-700">{t('notice.person')}</dt>
            <dd className="mt-1 text-base font-semibold">{personName(person.data, 'display')}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">{t('notice.date')}</dt>
            <dd className="mt-1 text-base">{formatLongDate(officeToday(), language)}</dd>
          </div>
        </dl>
        <div className="pt-12">
          <div className="border-t border-stone-800" />
          <p className="mt-1 text-sm">{t('notice.signature')}</p>
        </div>
      </article>
    </main>
  )
}
