import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { TextLink } from '@/components/ui/text-link'

import { useSaveIncident } from './api/save-incident'
import { IncidentForm } from './components/incident-form'
import { emptyValues } from './lib/form-values'

/** Administration → Breaches → Record an incident: the form, then the incident's page with its countdown. */
export default function NewIncidentPage() {
  const { t } = useTranslation('admin-incidents')
  const save = useSaveIncident()
  const navigate = useNavigate()
  const [initial] = useState(() => emptyValues())
  return (
    <div className="space-y-4">
      <TextLink to="/admin/incidents">{t('page.back')}</TextLink>
      <h2 className="text-xl font-semibold text-brand-900">{t('page.newTitle')}</h2>
      <IncidentForm
        initial={initial}
        onSave={async (payload) => {
          const saved = await save.mutateAsync({ payload })
          await navigate(`/admin/incidents/${saved.id}`, { state: { saved: true } })
        }}
      />
    </div>
  )
}
