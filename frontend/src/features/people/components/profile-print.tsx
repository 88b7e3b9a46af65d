import { useTranslation } from 'react-i18next'

import { PrintButton, PrintedLine } from '@/components/ui/print-button'
import { useSession } from '@/lib/auth/session'

import type { Person } from '../api/types'
import { orNA } from '../lib/format'

/** The profile's fields the screen leaves out, on paper only (the printed profile holds every field; education,
 * address and contact number are on screen, so printed once with them). */
function MoreFields({ person }: { person: Person }) {
  const { t: fieldLabel } = useTranslation('person-fields')
  const rows: [string, string][] = [
    [fieldLabel('lineage'), orNA(person.lineage)],
    [fieldLabel('birthplace'), orNA(person.birthplace)],
    [fieldLabel('municipality'), orNA(person.municipality)],
    [fieldLabel('province'), orNA(person.province)],
  ]
  return (
    <dl className="hidden grid-cols-1 gap-x-6 gap-y-1 text-sm print:grid sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="w-40 shrink-0 font-medium text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Print for an open IP Profile: the button (screen), and on paper every field and when and by whom it was printed. */
export function ProfilePrint({ person }: { person: Person }) {
  const { t } = useTranslation('people')
  const { user } = useSession()
  return (
    <>
      <div className="flex justify-end print:hidden">
        <PrintButton label={t('print_profile')} />
      </div>
      <MoreFields person={person} />
      <PrintedLine name={user?.display_name} />
    </>
  )
}
