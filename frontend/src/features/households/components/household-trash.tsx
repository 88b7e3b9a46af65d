import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { TextLink } from '@/components/ui/text-link'
import { errorMessage } from '@/lib/api/errors'
import { formatLongDateTime } from '@/lib/audit/format'

import { useHouseholdTrash, useRestoreHousehold } from '../api/trash'
import { headName, householdPath } from '../lib/labels'

/** Deleted households (IPMR): each restored with the members it had; a member who joined another meanwhile stops it. */
export function HouseholdTrash() {
  const { t } = useTranslation('households')
  const trash = useHouseholdTrash()
  const restore = useRestoreHousehold()
  const [restored, setRestored] = useState<{ id: number; name: string } | null>(null)
  const items = trash.data?.items ?? []
  return (
    <section aria-labelledby="household-trash" className="space-y-3">
      <h2 id="household-trash" className="text-xl font-semibold">
        {t('trash.title')}
      </h2>
      {restored && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t('trash.restored', { name: restored.name })} <TextLink to={householdPath(restored.id)}>{t('trash.open')}</TextLink>
        </p>
      )}
      {restore.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(restore.error, t('saveFailed'))}
        </p>
      )}
      {trash.isPending && <p role="status">{t('loading')}</p>}
      {trash.isError && <LoadError what={t('trash.what')} error={trash.error} onRetry={() => void trash.refetch()} />}
      {trash.data && items.length === 0 && <p className="text-sm text-stone-600">{t('trash.empty')}</p>}
      {items.length > 0 && (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {items.map((item) => {
            const name = t('page.title', { name: headName(item) })
            return (
              <li key={item.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">{name}</p>
                  <p className="text-sm text-stone-600">
                    {t('trash.deleted', { barangay: item.barangay, when: formatLongDateTime(item.deleted_at), who: item.deleted_by ?? t('history.theSystem') })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={restore.isPending}
                  aria-label={t('trash.restoreNamed', { name })}
                  onClick={() => {
                    setRestored(null)
                    restore.mutate(item.id, { onSuccess: () => setRestored({ id: item.id, name }) })
                  }}
                >
                  {t('trash.restore')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
