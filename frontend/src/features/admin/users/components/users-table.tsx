import type { ReactNode } from 'react'

import { EmptyRow } from '@/components/ui/empty-list'
import { TableScroll } from '@/components/ui/table-scroll'

import type { Account } from '../api/get-users'
import { accountName, formatTime } from '../lib/labels'
import { StatusPill } from './status-pill'
import { useTranslation } from 'react-i18next'

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Created', 'Last sign-in', 'Actions'] as const

const CELL = 'px-3 py-2 align-top'

/** What the table and the phone cards show. */
export interface AccountListProps {
  accounts: readonly Account[]
  loading: boolean
  emptyText: string
  /** The signed-in IPMR's id: that account says "(you)". */
  selfId: number | undefined
  actions: (account: Account) => ReactNode
}

/** The accounts at desktop widths: one row each, pending ones first (the server's order). */
export function UsersTable({ accounts, loading, emptyText, selfId, actions }: AccountListProps) {
  const { t } = useTranslation('admin')
  return (
    <TableScroll label={t('accounts')}>
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <thead className="bg-brand-800 text-xs tracking-wide text-white uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${CELL} font-semibold whitespace-nowrap`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading && accounts.length > 0 ? 'opacity-60' : ''}>
          {accounts.length === 0 ? (
            <EmptyRow columns={COLUMNS.length} loading={loading} text={emptyText} />
          ) : (
            accounts.map((account) => (
              <tr key={account.id} className={`border-t border-stone-200 ${account.status === 'pending' ? 'bg-amber-50' : ''}`}>
                <th scope="row" className={`${CELL} max-w-56 font-medium break-words text-stone-900`}>
                  {accountName(account)}
                  {account.id === selfId && <span className="font-normal text-stone-600"> {t('you')}</span>}
                </th>
                <td className={`${CELL} max-w-64 break-all`}>{account.email}</td>
                <td className={`${CELL} whitespace-nowrap`}>{account.role_label}</td>
                <td className={CELL}>
                  <StatusPill status={account.status} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{formatTime(account.created_at)}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatTime(account.last_login_at)}</td>
                <td className={CELL}>{actions(account)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}
