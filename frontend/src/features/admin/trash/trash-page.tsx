import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadError } from '@/components/ui/load-error'
import { TextField } from '@/components/ui/text-field'
import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { pageCount } from '@/lib/result-line'
import { useUrlView, readPage, withParams, writePage } from '@/lib/url-view'

import { showingValues } from '../lib/showing'
import { TRASH_PAGE_SIZE, useTrash, type TrashItem } from './api/get-trash'
import { useRestorePerson } from './api/restore-person'
import { PurgeDialog } from './components/purge-dialog'
import { TrashCards, TrashTable } from './components/trash-table'

interface TrashView {
  page: number
  q: string
}
const readTrashView = (params: URLSearchParams): TrashView => ({
  page: readPage(params.get('page')),
  q: params.get('q') ?? '',
})
const writeTrashView = (params: URLSearchParams, view: TrashView) =>
  withParams(params, { page: writePage(view.page), q: view.q })

/** Administration → Trash: deleted people, restored or deleted for good by an IPMR. */
export default function TrashPage() {
  const { t, i18n } = useTranslation('admin-trash')
  const [view, update] = useUrlView(readTrashView, writeTrashView)
  const trash = useTrash(view.page, view.q.trim())
  const loading = trash.isPending || trash.isPlaceholderData
  const items = loading ? [] : (trash.data?.items ?? [])
  const total = trash.data?.total ?? 0
  const pages = pageCount(total, TRASH_PAGE_SIZE)
  const phone = usePhoneLayout()
  const { toasts, notify, dismiss } = useToasts()
  const restore = useRestorePerson()
  const [purging, setPurging] = useState<TrashItem | null>(null)
  const headerRef = useRef<HTMLElement>(null)
  // The last person of the last page restored or purged: show the page that is now the last.
  const pastTheEnd = !loading && trash.isSuccess && items.length === 0 && view.page > pages
  useEffect(() => {
    if (pastTheEnd) update({ page: pages }, { replace: true })
  }, [pastTheEnd, pages, update])

  function onRestore(item: TrashItem) {
    restore.mutate(item.id, {
      onSuccess: () => notify('success', t('restored')),
      onError: (error) => notify('error', t('restoreFailed', { reason: errorMessage(error, t('tryAgain')) })),
    })
  }

  const list = {
    items,
    emptyText: view.q.trim() ? t('noMatch', { q: view.q.trim() }) : t('empty'),
    loading: loading && !trash.isError,
    restoringId: restore.isPending ? (restore.variables ?? null) : null,
    onRestore,
    onPurge: setPurging,
  }
  return (
    <div className="space-y-4">
      <header ref={headerRef} className="scroll-mt-20 space-y-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('title')}</h2>
        {trash.data && (
          <p className="text-sm text-stone-700">
            {trash.data.trash_days === null ? t('keepsUntilPurged') : t('keepsFor', { count: trash.data.trash_days })}
          </p>
        )}
        <p role="status" className="text-sm text-stone-600">
          {loading
            ? t('loading')
            : total > 0 && t('showing', showingValues(view.page, TRASH_PAGE_SIZE, items.length, total, i18n.language))}
        </p>
      </header>

      <TextField
        type="search"
        label={t('search')}
        hint={t('searchHint')}
        value={view.q}
        onChange={(event) => update({ q: event.target.value, page: 1 })}
        className="max-w-md"
      />

      {trash.isError && (
        <LoadError what={t('loadWhat')} error={trash.error} onRetry={() => void trash.refetch()} />
      )}

      {phone ? <TrashCards {...list} /> : <TrashTable {...list} />}

      {pages > 1 && (
        <Pager
          page={view.page}
          pageCount={pages}
          onPage={(page) => {
            update({ page })
            headerRef.current?.scrollIntoView?.({ block: 'start' })
          }}
        />
      )}

      <PurgeDialog item={purging} onClose={() => setPurging(null)} notify={notify} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </div>
  )
}
