import { useTranslation } from 'react-i18next'

import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'

import type { UsersView } from '../api/get-users'
import { roleOptions, statusOptions } from '../lib/labels'

interface Props {
  view: UsersView
  text: string
  onText: (text: string) => void
  onSearchNow: () => void
  onStatus: (status: UsersView['status']) => void
  onRole: (role: UsersView['role']) => void
}

/** Search by name or email (Enter searches at once), and the status and role filters. */
export function UsersToolbar({ view, text, onText, onSearchNow, onStatus, onRole }: Props) {
  const { t } = useTranslation('admin-users')
  return (
    <form
      role="search"
      aria-label={t('accounts')}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        onSearchNow()
      }}
    >
      <TextField
        label={t('search')}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      <SelectField
        label={t('status')}
        options={[{ value: '', label: t('allStatuses') }, ...statusOptions(t)]}
        value={view.status}
        onChange={(event) => onStatus(event.target.value as UsersView['status'])}
      />
      <SelectField
        label={t('role')}
        options={[{ value: '', label: t('allRoles') }, ...roleOptions(t)]}
        value={view.role}
        onChange={(event) => onRole(event.target.value as UsersView['role'])}
      />
    </form>
  )
}
