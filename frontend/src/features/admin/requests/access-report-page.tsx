import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { Alert } from '@/components/ui/alert'
import { LoadError } from '@/components/ui/load-error'
import { PrintButton } from '@/components/ui/print-button'
import { TextLink } from '@/components/ui/text-link'
import { formatLongDateTime } from '@/lib/audit/format'
import { formatLongDate } from '@/lib/long-date'

import { useAccessReport } from './api/get-access-report'
import type { AccessReport } from './api/types'
import { ReportEvents } from './components/report-events'
import { ReportRecord, Section } from './components/report-record'

/** /admin/requests/:id/report (IPMR): the person's access report as an A4 page, to print or save as PDF. */
export default function AccessReportPage() {
  const { t } = useTranslation('admin-requests')
  const id = Number(useParams().id)
  const report = useAccessReport(id)
  return (
    <main className="mx-auto max-w-[210mm] space-y-4 px-3 py-6 print:p-0">
      <nav aria-label={t('report.title')} className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <TextLink to={`/admin/requests/${id}`}>{t('report.back', { id })}</TextLink>
        {report.data && <PrintButton label={t('report.print')} />}
      </nav>
      {report.isPending && <p role="status">{t('loading')}</p>}
      {report.isError && <LoadError what={t('report.loadWhat')} error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && <ReportSheet report={report.data} />}
    </main>
  )
}

function ReportSheet({ report }: { report: AccessReport }) {
  const { t, i18n } = useTranslation('admin-requests')
  const request = report.request
  return (
    <article className="space-y-6 border border-stone-300 bg-white p-4 text-stone-900 sm:p-8 print:border-0 print:p-0">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('report.title')}</h1>
        <p className="text-lg font-medium">{request.person_name ?? t('purged')}</p>
        <p className="text-sm">
          {t('report.intro', { id: request.id, kind: t(`kind.${request.kind}`), received: formatLongDate(request.received_on, i18n.language) })}
        </p>
        <p className="text-sm text-stone-700">{t('report.madeBy', { when: formatLongDateTime(report.made_at), name: report.made_by })}</p>
      </header>
      {report.purge && (
        <Section title={t('report.purgedTitle')}>
          <p className="text-sm">{t('report.purgedText', { when: formatLongDateTime(report.purge.at), name: report.purge.by ?? t('report.system') })}</p>
          <p className="text-sm font-medium">
            {report.purge.disposal_authority ? t('report.authority', { authority: report.purge.disposal_authority }) : t('report.noAuthority')}
          </p>
        </Section>
      )}
      {report.in_trash && <Alert tone="info">{t('report.inTrash')}</Alert>}
      {report.data && <ReportRecord data={report.data} />}
      <Section title={t('report.events')}>
        <ReportEvents events={report.events} />
      </Section>
    </article>
  )
}
