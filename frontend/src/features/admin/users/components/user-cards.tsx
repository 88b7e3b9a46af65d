import { EmptyCards } from '@/components/ui/empty-list'

import { accountName, formatTime } from '../lib/labels'
import { StatusPill } from './status-pill'
import type { AccountListProps } from './users-table'
import { useTranslation } from 'react-i18next'

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="text-stone-500">{term}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </>
  )
}

/** The accounts on a phone: one card each, with the same details and actions as the table's row. */
export function UserCards({ accounts, loading, emptyText, selfId, actions }: AccountListProps) {
  const { t } = useTranslation('admin')
  if (accounts.length === 0) {
    return <EmptyCards loading={loading} text={emptyText} />
  }
  return (
    <ul aria-label={t('accounts')} aria-busy={loading} className={`space-y-3 ${loading ? 'opacity-60' : ''}`}>
      {accounts.map((account) => (
        <li
          key={account.id}
          aria-label={accountName(account)}
          className={`rounded-2xl border p-4 shadow-sm ${account.status === 'pending' ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'}`}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-words text-stone-900">
              {accountName(account)}
              {account.id === selfId && <span className="font-normal text-stone-600"> {t('you')}</span>}
            </p>
            <StatusPill status={account.status} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-stone-700">
            <Detail term={t('email')} value={account.email} />
            <Detail term={t('role')} value={account.role_label} />
            <Detail term={t('created')} value={formatTime(account.created_at)} />
            <Detail term={t('last_sign_in')} value={formatTime(account.last_login_at)} />
          </dl>
          <div className="mt-3">{actions(account)}</div>
        </li>
      ))}
    </ul>
  )
}
