import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'
import { useSession } from '@/lib/auth/session'
import { usePhoneLayout } from '@/lib/people-list/person-cards'
import { pageCount } from '@/lib/result-line'

import { showingValues } from '../lib/showing'
import { useEnableUser } from './api/enable-user'
import { PAGE_SIZE, useUsers, type Account } from './api/get-users'
import { useSendPasswordReset } from './api/send-password-reset'
import { AccountActions, type ActionKind } from './components/account-actions'
import { ConfirmDialog } from './components/confirm-dialog'
import { RoleDialog } from './components/role-dialog'
import { UserCards, UsersTable } from './components/users-table'
import { UsersToolbar } from './components/users-toolbar'
import { accountName } from './lib/labels'
import { useUsersView } from './lib/use-users-view'

type DialogAction = { kind: 'approve' | 'role' | 'reject' | 'disable'; account: Account }

/** Administration → Users: every account, pending ones first, and what an IPMR may do to each. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('admin-users')
  const { user } = useSession()
  const views = useUsersView()
  const list = useUsers(views.view)
  const phone = usePhoneLayout()
  const { toasts, notify, dismiss } = useToasts()
  const [dialog, setDialog] = useState<DialogAction | null>(null)
  const enable = useEnableUser()
  const reset = useSendPasswordReset()

  const loading = list.isPending || list.isPlaceholderData
  const accounts = list.isPending ? [] : (list.data?.items ?? [])
  const total = list.data?.total ?? 0
  const pages = pageCount(total, PAGE_SIZE)

  function act(kind: ActionKind, account: Account) {
    const name = accountName(account)
    const failed = (error: Error) => notify('error', errorMessage(error, t('messages.failed')))
    if (kind === 'enable') {
      enable.mutate(account.id, { onSuccess: () => notify('success', t('messages.enabled', { name })), onError: failed })
    } else if (kind === 'reset') {
      reset.mutate(account.id, {
        onSuccess: () => notify('success', t('messages.resetSent', { email: account.email })),
        onError: failed,
      })
    } else {
      setDialog({ kind, account })
    }
  }

  const actions = (account: Account) => (
    <AccountActions
      account={account}
      isSelf={account.id === user?.id}
      busy={enable.isPending || reset.isPending}
      onAction={act}
    />
  )
  const shown = { accounts, loading: loading && !list.isError, selfId: user?.id, actions }

  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="users-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p role="status" className="text-sm text-stone-600">
          {list.isPending
            ? t('loading')
            : total > 0 && t('showing', showingValues(views.view.page, PAGE_SIZE, accounts.length, total, i18n.language))}
        </p>
      </div>
      <UsersToolbar
        view={views.view}
        text={views.text}
        onText={views.setText}
        onSearchNow={views.searchNow}
        onStatus={views.setStatus}
        onRole={views.setRole}
      />
      {list.isError && <LoadError what={t('loadWhat')} error={list.error} onRetry={() => void list.refetch()} />}
      {phone ? <UserCards {...shown} /> : <UsersTable {...shown} />}
      {pages > 1 && <Pager page={views.view.page} pageCount={pages} onPage={views.setPage} />}

      {(dialog?.kind === 'approve' || dialog?.kind === 'role') && (
        <RoleDialog key={`${dialog.kind}-${dialog.account.id}`} kind={dialog.kind} account={dialog.account} onClose={() => setDialog(null)} notify={notify} />
      )}
      {(dialog?.kind === 'reject' || dialog?.kind === 'disable') && (
        <ConfirmDialog key={`${dialog.kind}-${dialog.account.id}`} kind={dialog.kind} account={dialog.account} onClose={() => setDialog(null)} notify={notify} />
      )}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </section>
  )
}
