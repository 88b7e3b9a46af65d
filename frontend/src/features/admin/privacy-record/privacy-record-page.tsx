import { useTranslation } from 'react-i18next'

import { LoadError } from '@/components/ui/load-error'
import { PrintButton, PrintedLine } from '@/components/ui/print-button'
import { Spinner } from '@/components/ui/spinner'
import { formatDateTime } from '@/lib/audit/format'
import { useSession } from '@/lib/auth/session'

import { useProcessingRecord } from './api/get-processing-record'
import { FactSection } from './components/facts'
import { recordSections } from './components/record-sections'

/**
 * Administration → Record of processing: what the registry holds and why, read from the running system, for the
 * NPC registration (Circular 2022-04) and the privacy impact assessment; printable (only the record on paper).
 */
export default function PrivacyRecordPage() {
  const { t, i18n } = useTranslation('admin-privacy-record')
  const record = useProcessingRecord()
  const { user } = useSession()

  return (
    <div data-print="record" className="space-y-4">
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-semibold text-brand-900">{t('title')}</h2>
          {record.data && <PrintButton />}
        </div>
        <p className="text-sm text-stone-700">{t('intro')}</p>
        {record.data && (
          <p className="text-sm text-stone-700">
            {t('generated', { place: record.data.municipality, time: formatDateTime(record.data.generated_at) })}
          </p>
        )}
        <PrintedLine name={user?.display_name} />
      </header>

      {record.isPending ? (
        <Spinner label={t('loading')} />
      ) : record.isError ? (
        <LoadError what={t('loadWhat')} error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <>
          <section aria-labelledby="privacy-purpose" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
            <h3 id="privacy-purpose" className="text-lg font-semibold text-brand-900">
              {t('purpose.title')}
            </h3>
            <p className="text-stone-900">{t('purpose.text')}</p>
            <p className="text-stone-900">{t('purpose.sensitive')}</p>
          </section>
          {recordSections(record.data, t, i18n.language).map((section) => (
            <FactSection
              key={section.key}
              id={`privacy-${section.key}`}
              title={t(`${section.key}.title`)}
              intro={t(`${section.key}.intro`)}
              facts={section.facts}
            />
          ))}
        </>
      )}
    </div>
  )
}
