import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage, inLanguage } from '@/lib/api/errors'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { waitingProposalsQuery } from '@/lib/proposals-waiting'
import { pageCount } from '@/lib/result-line'

import { showingValues } from '../lib/showing'
import { useApproveProposals } from './api/decide'
import { PAGE_SIZE, useWaitingProposalList } from './api/get-proposals'
import { ProposalDialog } from './components/proposal-dialog'
import { ProposalCards, ProposalsTable } from './components/proposals-list'

/** The proposals an approval of several refused, each named, with the server's reason. */
interface Refused {
  id: number
  name: string
  message: string
}

/** Administration → Proposals: the encoders' proposals waiting for an IPMR, several approved at once or one opened. */
export default function ProposalsPage() {
  const { t, i18n } = useTranslation('admin-proposals')
  const [page, setPage] = useState(1)
  const list = useWaitingProposalList(page)
  const phone = usePhoneLayout()
  const { toasts, notify, dismiss } = useToasts()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [opened, setOpened] = useState<number | null>(null)
  const [refused, setRefused] = useState<Refused[]>([])
  const approveMany = useApproveProposals()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const total = list.data?.total ?? 0

  // The queue's total is the count of waiting proposals: the header's count shows it without asking again.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData) queryClient.setQueryData(waitingProposalsQuery.queryKey, list.data.total)
  }, [list.isSuccess, list.isPlaceholderData, list.data, queryClient])

  const proposals = list.isPending ? [] : (list.data?.items ?? [])
  const pages = pageCount(total, PAGE_SIZE)
  const chosen = proposals.filter((p) => selected.has(p.id))
  const allChosen = proposals.length > 0 && chosen.length === proposals.length

  function select(id: number, on: boolean) {
    setSelected((now) => {
      const next = new Set(now)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }

  function approveSelected() {
    if (!chosen.length || approveMany.isPending) return
    const names = new Map(chosen.map((p) => [p.id, p.person_name]))
    setRefused([])
    approveMany.mutate(
      chosen.map((p) => p.id),
      {
        onSuccess: (result) => {
          setSelected(new Set())
          if (result.approved.length) notify('success', t('messages.approvedMany', { count: result.approved.length }))
          setRefused(
            result.refused.map((r) => ({
              id: r.id,
              name: names.get(r.id) ?? `#${r.id}`,
              message: inLanguage(r.code, r.message),
            })),
          )
        },
        onError: (error) => notify('error', errorMessage(error, t('messages.failed'))),
      },
    )
  }

  const shown = {
    proposals,
    loading: (list.isPending || list.isPlaceholderData) && !list.isError,
    selected,
    onSelect: select,
    onOpen: (p: { id: number }) => setOpened(p.id),
  }

  return (
    <section aria-labelledby="proposals-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="proposals-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('title')}
        </h2>
        <p role="status" className="text-sm text-stone-600">
          {list.isPending
            ? t('loading')
            : total > 0 && t('showing', showingValues(page, PAGE_SIZE, proposals.length, total, i18n.language))}
        </p>
      </div>
      <p className="text-sm text-stone-700">{t('intro')}</p>
      {proposals.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={allChosen}
              onChange={(event) => setSelected(event.target.checked ? new Set(proposals.map((p) => p.id)) : new Set())}
            />
            {t('selectAll')}
          </label>
          <Button disabled={!chosen.length || approveMany.isPending} onClick={approveSelected}>
            {approveMany.isPending ? t('approving') : t('approveSelected', { count: chosen.length })}
          </Button>
        </div>
      )}
      {refused.length > 0 && (
        <Alert>
          <p className="font-semibold">{t('refused', { count: refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r) => (
              <li key={r.id}>{t('refusedOne', { name: r.name, message: r.message })}</li>
            ))}
          </ul>
        </Alert>
      )}
      {list.isError && <LoadError what={t('loadWhat')} error={list.error} onRetry={() => void list.refetch()} />}
      {phone ? <ProposalCards {...shown} /> : <ProposalsTable {...shown} />}
      {pages > 1 && <Pager page={page} pageCount={pages} onPage={setPage} />}
      {opened !== null && (
        <ProposalDialog
          key={opened}
          id={opened}
          onClose={() => setOpened(null)}
          // Its row leaves the queue: focus goes to the queue's heading (after the dialog gives it back to Open).
          onDecided={() => {
            setOpened(null)
            window.setTimeout(() => heading.current?.focus())
          }}
          notify={notify}
        />
      )}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </section>
  )
}
