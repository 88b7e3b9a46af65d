import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'

import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/audit/format'

import { useIncident } from './api/get-incident'
import { useSaveIncident } from './api/save-incident'
import { CountdownBadge } from './components/countdown-badge'
import { IncidentForm } from './components/incident-form'
import { valuesOf } from './lib/form-values'

/** Administration → Breaches → one incident: its countdown, its two letters, and its details to change. */
export default function IncidentPage() {
  const { t, i18n } = useTranslation('admin-incidents')
  const id = Number(useParams().id)
  const incident = useIncident(id)
  const save = useSaveIncident()
  const location = useLocation()
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved))
  const data = incident.data
  return (
    <div className="space-y-4">
      <TextLink to="/admin/incidents">{t('page.back')}</TextLink>
      <h2 className="text-xl font-semibold text-brand-900">{t('number', { id })}</h2>
      {incident.isError && <LoadError what={t('loadWhat')} error={incident.error} onRetry={() => void incident.refetch()} />}
      {incident.isPending && <p role="status">{t('loading')}</p>}
      {saved && <Alert tone="success">{t('form.saved')}</Alert>}
      {data && (
        <>
          <section aria-label={t('columns.npc')} className="space-y-1">
            <CountdownBadge countdown={data.countdown} notifiedAt={data.npc_notified_at} />
            <p className="text-sm text-stone-700">{t('countdown.deadline', { when: formatDateTime(data.countdown.deadline, i18n.language) })}</p>
            {data.recorded_by_name && (
              <p className="text-sm text-stone-600">
                {t('page.recordedBy', { name: data.recorded_by_name, when: formatDateTime(data.recorded_at, i18n.language) })}
              </p>
            )}
          </section>
          <section aria-labelledby="incident-letters" className="space-y-2">
            <h3 id="incident-letters" className="text-lg font-semibold">
              {t('page.letters')}
            </h3>
            <div className="flex flex-wrap gap-3">
              <Link to={`/admin/incidents/${id}/letter/npc`} className={buttonClasses('secondary')}>
                {t('page.npcLetter')}
              </Link>
              <Link to={`/admin/incidents/${id}/letter/people`} className={buttonClasses('secondary')}>
                {t('page.peopleLetter')}
              </Link>
            </div>
          </section>
          <section aria-labelledby="incident-details" className="space-y-2">
            <h3 id="incident-details" className="text-lg font-semibold">
              {t('page.edit')}
            </h3>
            <IncidentForm
              key={data.recorded_at}
              initial={valuesOf(data)}
              onSave={async (payload) => {
                setSaved(false)
                await save.mutateAsync({ id, payload })
                setSaved(true)
              }}
            />
          </section>
        </>
      )}
    </div>
  )
}
