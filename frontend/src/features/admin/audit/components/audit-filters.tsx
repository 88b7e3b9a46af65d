import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { actionLabel, AUDIT_ACTIONS, isAuditAction } from '@/lib/audit/labels'

import { useAuditActors } from '../api/get-audit-actors'
import type { AuditView } from '../lib/url-state'

import { PersonFilter } from './person-filter'

interface Props {
  view: AuditView
  personLabel: string | null
  onChange: (change: Partial<AuditView>) => void
  onReset: () => void
}

/** Who, what, which person and when: each change applies at once (the trail starts again at page 1). */
export function AuditFilters({ view, personLabel, onChange, onReset }: Props) {
  const { t } = useTranslation('admin-audit')
  useTranslation('audit') // the actions' words
  const actors = useAuditActors()
  const actionOptions = [
    { value: '', label: t('filters.allActions') },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
  ]
  const actorOptions = [
    { value: '', label: t('filters.everyone') },
    ...(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.name })),
  ]
  // An actor from the address the list does not (yet) name still shows as chosen.
  if (view.actor && !actorOptions.some((option) => option.value === view.actor)) {
    actorOptions.push({ value: view.actor, label: t('filters.userNumber', { id: view.actor }) })
  }
  const filtered = Object.values({ ...view, page: '' }).some(Boolean)

  return (
    <section aria-label={t('filters.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
      <SelectField
        label={t('filters.by')}
        value={view.actor}
        options={actorOptions}
        onChange={(event) => onChange({ actor: event.target.value })}
      />
      <SelectField
        label={t('filters.action')}
        value={view.action}
        options={actionOptions}
        onChange={(event) => {
          const action = event.target.value
          onChange({ action: isAuditAction(action) ? action : '' })
        }}
      />
      <PersonFilter
        personId={view.person}
        personLabel={personLabel}
        onPick={(id) => onChange({ person: String(id) })}
        onClear={() => onChange({ person: '' })}
      />
      {/* The two dates side by side, also on a phone. */}
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <TextField
          label={t('filters.from')}
          type="date"
          value={view.from}
          max={view.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <TextField
          label={t('filters.to')}
          type="date"
          value={view.to}
          min={view.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <Button variant="secondary" onClick={onReset} disabled={!filtered}>
        {t('filters.clear')}
      </Button>
    </section>
  )
}
