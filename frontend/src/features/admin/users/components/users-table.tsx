import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDateTime } from '@/lib/audit/format'

import { DataCards, DataTable, type DataColumn } from '../../components/data-table'
import type { Account } from '../api/get-users'
import { accountName } from '../lib/labels'
import { StatusPill } from './status-pill'

/** What the table and the phone cards show. */
export interface AccountListProps {
  accounts: readonly Account[]
  loading: boolean
  /** The signed-in IPMR's id: that account says "(you)". */
  selfId: number | undefined
  actions: (account: Account) => ReactNode
}

/** A time from the server in Manila time; 'Never' for a sign-in that has not happened. */
function useTime() {
  const { t } = useTranslation('admin-users')
  return (iso: string | null | undefined) => (iso ? formatDateTime(iso) : t('never'))
}

/** The account's name, and "(you)" for the signed-in IPMR. */
function NameOf({ account, selfId }: { account: Account; selfId: number | undefined }) {
  const { t } = useTranslation('admin-users')
  return (
    <>
      {accountName(account)}
      {account.id === selfId && <span className="font-normal text-stone-600"> {t('you')}</span>}
    </>
  )
}

/** The account's role; an encoder's barangays under it (or that it has none, so sees no person). */
function RoleOf({ account }: { account: Account }) {
  const { t } = useTranslation('admin-users')
  if (account.role !== 'encoder') return <>{t(`roles.${account.role}`)}</>
  return (
    <>
      {t('roles.encoder')}
      <span className="block text-sm font-normal break-words text-stone-600">
        {account.barangays.length ? t('barangays.list', { names: account.barangays.join(', ') }) : t('barangays.none')}
      </span>
    </>
  )
}

/** The accounts at desktop widths: one row each, pending ones first (the server's order). */
export function UsersTable({ accounts, loading, selfId, actions }: AccountListProps) {
  const { t } = useTranslation('admin-users')
  const time = useTime()
  const columns: DataColumn<Account>[] = [
    { header: t('columns.name'), rowHeader: true, className: 'max-w-56 break-words', cell: (a) => <NameOf account={a} selfId={selfId} /> },
    { header: t('columns.email'), className: 'max-w-64 break-all', cell: (a) => a.email },
    { header: t('columns.role'), className: 'max-w-48', cell: (a) => <RoleOf account={a} /> },
    { header: t('columns.status'), cell: (a) => <StatusPill status={a.status} /> },
    { header: t('columns.created'), className: 'whitespace-nowrap', cell: (a) => time(a.created_at) },
    { header: t('columns.lastSignIn'), className: 'whitespace-nowrap', cell: (a) => time(a.last_login_at) },
    { header: t('columns.actions'), cell: actions },
  ]
  return (
    <DataTable
      label={t('accounts')}
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.id}
      rowClassName={(a) => (a.status === 'pending' ? 'bg-amber-50' : '')}
      loading={loading}
      emptyText={t('noAccounts')}
    />
  )
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{term}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </>
  )
}

/** The accounts on a phone: one card each, with the same details and actions as the table's row. */
export function UserCards({ accounts, loading, selfId, actions }: AccountListProps) {
  const { t } = useTranslation('admin-users')
  const time = useTime()
  return (
    <DataCards
      label={t('accounts')}
      rows={accounts}
      rowKey={(a) => a.id}
      loading={loading}
      emptyText={t('noAccounts')}
      card={(account) => (
        <li
          aria-label={accountName(account)}
          className={`rounded-2xl border p-4 shadow-sm ${account.status === 'pending' ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'}`}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-words text-stone-900">
              <NameOf account={account} selfId={selfId} />
            </p>
            <StatusPill status={account.status} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-stone-700">
            <Detail term={t('columns.email')} value={account.email} />
            <Detail term={t('columns.role')} value={<RoleOf account={account} />} />
            <Detail term={t('columns.created')} value={time(account.created_at)} />
            <Detail term={t('columns.lastSignIn')} value={time(account.last_login_at)} />
          </dl>
          <div className="mt-3">{actions(account)}</div>
        </li>
      )}
    />
  )
}
