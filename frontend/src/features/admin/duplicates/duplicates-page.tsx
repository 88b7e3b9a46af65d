import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Pager } from '@/components/ui/pager'
import { ProgressBar } from '@/components/ui/progress-bar'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage, saidInLanguage } from '@/lib/api/errors'

import { PAIRS_PAGE_SIZE, useDuplicates } from './api/get-duplicates'
import { useMergePair, useNotSamePerson, useRefreshScan } from './api/pair-actions'
import { PairCard } from './components/pair-card'
import { progressText, scanLine } from './scan-text'

/** Administration → Duplicates: likely pairs across the registry (`?person=ID`: that person's), refreshed on
 * demand, merged or kept apart. */
export default function DuplicatesPage() {
  const { t, i18n } = useTranslation('duplicates')
  const [page, setPage] = useState(1)
  const [params] = useSearchParams()
  const person = Number(params.get('person')) || null
  const duplicates = useDuplicates(page, person)
  const refresh = useRefreshScan()
  const merge = useMergePair()
  const notSame = useNotSamePerson()
  const { toasts, notify, dismiss } = useToasts()
  const scan = duplicates.data?.scan ?? null
  const running = scan?.status === 'running'
  const total = duplicates.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAIRS_PAGE_SIZE))
  const busy = merge.isPending || notSame.isPending
  const failed = (error: unknown) => notify('error', t('admin.actionFailed', { reason: errorMessage(error, '') || '—' }))

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('admin.title')}</h2>
        <p className="text-sm text-stone-700">{t('admin.intro')}</p>
      </header>
      <div className="space-y-2">
        <Button disabled={running || refresh.isPending} onClick={() => refresh.mutate(undefined, { onError: failed })}>
          {t('admin.refresh')}
        </Button>
        {running && scan ? (
          <ProgressBar
            label={t('admin.progress')}
            value={scan.done}
            max={scan.total || undefined}
            text={progressText(scan, t, i18n.language)}
          />
        ) : (
          <p role="status" className="text-sm text-stone-600">
            {scanLine(scan, total, t, i18n.language)}
          </p>
        )}
      </div>
      {duplicates.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('admin.loadFailed')}
        </p>
      )}
      {duplicates.isSuccess && total === 0 && scan?.status === 'done' && (
        <p className="rounded-2xl border border-stone-200 bg-white px-3 py-10 text-center text-stone-500">{t('admin.empty')}</p>
      )}
      <div className="space-y-4">
        {(duplicates.data?.items ?? []).map((pair, index) => (
          <PairCard
            key={pair.id}
            pair={pair}
            number={(page - 1) * PAIRS_PAGE_SIZE + index + 1}
            busy={busy}
            onMerge={(keepId, otherId, choices) =>
              merge.mutate(
                { keep_id: keepId, other_id: otherId, choices },
                {
                  onSuccess: (merged) => {
                    notify('success', t('admin.merged'))
                    // A link the family rules refused stays off the kept record: say which.
                    if (merged.links_not_moved.length) {
                      notify('error', t('admin.linksNotMoved', { links: merged.links_not_moved.map(saidInLanguage).join(' ') }))
                    }
                  },
                  onError: failed,
                },
              )
            }
            onNotSame={() =>
              notSame.mutate(
                { firstId: pair.first.id, secondId: pair.second.id },
                { onSuccess: () => notify('success', t('admin.keptApart')), onError: failed },
              )
            }
          />
        ))}
      </div>
      {pages > 1 && <Pager page={page} pageCount={pages} onPage={setPage} />}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </div>
  )
}
