import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { buttonClasses } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'

import { useIncidents } from './api/get-incidents'
import { IncidentList } from './components/incident-list'

/** Administration → Breaches: the breach register, newest discovery first, with each one's NPC countdown. */
export default function IncidentsPage() {
  const { t } = useTranslation('admin-incidents')
  const incidents = useIncidents()
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('title')}</h2>
        <p className="text-sm text-stone-700">{t('intro')}</p>
      </header>
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/incidents/new" className={buttonClasses('primary')}>
          {t('new')}
        </Link>
        <Link to="/admin/incidents/summary" className={buttonClasses('secondary')}>
          {t('summaryLink')}
        </Link>
      </div>
      {incidents.isError && <LoadError what={t('loadWhat')} error={incidents.error} onRetry={() => void incidents.refetch()} />}
      <IncidentList items={incidents.data?.items ?? []} loading={incidents.isPending} />
    </div>
  )
}
