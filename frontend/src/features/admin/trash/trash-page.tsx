import { useEffect, useRef, useState } from 'react'

import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { pageCount, pagedResultLine } from '@/lib/result-line'
import { useUrlView, readPage, withParams, writePage } from '@/lib/url-view'

import { TRASH_PAGE_SIZE, useTrash, type TrashItem } from './api/get-trash'
import { useRestorePerson } from './api/restore-person'
import { PurgeDialog } from './components/purge-dialog'
import { TrashCards } from './components/trash-cards'
import { TrashTable } from './components/trash-table'
import { useTranslation } from 'react-i18next'

export const RESTORED = 'Person restored successfully!'

const readTrashView = (params: URLSearchParams) => ({ page: readPage(params.get('page')) })
const writeTrashView = (params: URLSearchParams, view: { page: number }) => withParams(params, { page: writePage(view.page) })

/** Administration → Trash: deleted people, restored or deleted for good by an IPMR. */
export default function TrashPage() {
  const { t } = useTranslation('admin')
  const [view, update] = useUrlView(readTrashView, writeTrashView)
  const trash = useTrash(view.page)
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
    if (pastTheEnd) update({ page: pages })
  }, [pastTheEnd, pages, update])

  function onRestore(item: TrashItem) {
    restore.mutate(item.id, {
      onSuccess: () => notify('success', RESTORED),
      onError: (error) => notify('error', `Error restoring person: ${errorMessage(error, 'Please try again.')}`),
    })
  }

  const list = {
    items,
    loading: loading && !trash.isError,
    restoringId: restore.isPending ? (restore.variables ?? null) : null,
    onRestore,
    onPurge: setPurging,
  }
  return (
    <div className="space-y-4">
      <header ref={headerRef} className="scroll-mt-20 space-y-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('trash')}</h2>
        {trash.data && (
          <p className="text-sm text-stone-700">{t('deleted_people_stay_in_the_trash', { trash_days: trash.data.trash_days })}</p>
        )}
        <p role="status" className="text-sm text-stone-600">
          {loading
            ? t('loading')
            : pagedResultLine(view.page, TRASH_PAGE_SIZE, items.length, total, { one: 'person', many: 'people' }, '')}
        </p>
      </header>

      {trash.isError && (
        <LoadError what="the Trash" error={trash.error} onRetry={() => void trash.refetch()} />
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
