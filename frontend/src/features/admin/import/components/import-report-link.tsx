import { useTranslation } from 'react-i18next'

/** The check's report as CSV (each error and warning with the bad value and the person's name), headers in the
 * interface's language. */
export function ImportReportLink({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin-import')
  const lang = i18n.language === 'fil' ? 'fil' : 'en'
  return (
    <a
      href={`/api/admin/imports/${id}/report?lang=${lang}`}
      download
      className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {t('job.downloadReport')}
    </a>
  )
}
