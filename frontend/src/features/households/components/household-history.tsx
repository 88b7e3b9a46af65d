import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { ChangeList } from '@/lib/audit/change-list'
import { formatLongDateTime } from '@/lib/audit/format'
import { actionLabel } from '@/lib/audit/labels'

import { useHouseholdHistory } from '../api/get-household-history'

/** The household's History: who started it and every change (members added, ended, moved; head; place). */
export function HouseholdHistory({ householdId }: { householdId: number }) {
  const { t } = useTranslation('households')
  const headingId = useId()
  const history = useHouseholdHistory(householdId)
  return (
    <section aria-labelledby={headingId} className="space-y-3 print:hidden">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t('loading')}
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('history.loadError', { message: history.error.message })}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {history.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm">
              <p className="font-semibold text-stone-900">
                {t('history.by', { what: actionLabel(entry.action, 'history'), who: entry.actor_name ?? t('history.theSystem') })}
              </p>
              <p className="text-stone-600">
                <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
              </p>
              <ChangeList changes={entry.changes} action={entry.action} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
