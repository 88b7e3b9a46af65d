import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { PrintButton, PrintedLine } from '@/components/ui/print-button'
import { TextLink } from '@/components/ui/text-link'
import { useSession } from '@/lib/auth/session'

import { useHousehold } from './api/get-household'
import type { Household, Member } from './api/types'
import { DeleteHouseholdDialog } from './components/delete-household-dialog'
import { EditHouseholdDialog } from './components/edit-household-dialog'
import { HouseholdHistory } from './components/household-history'
import { AddMemberDialog, ChangeHeadDialog, EndMembershipDialog } from './components/member-dialogs'
import { MemberList, PastMembers } from './components/member-list'
import { MoveMemberDialog } from './components/move-member-dialog'
import { headName, householdListPath, orNotRecorded, profilePath } from './lib/labels'

type Dialog = 'edit' | 'add' | 'head' | 'delete' | null

/** /households/:id: where the household lives, its members and their history; the IPMR changes it here. Prints as the household profile. */
export default function HouseholdPage() {
  const { t } = useTranslation('households')
  const id = Number(useParams().id)
  const query = useHousehold(id)
  if (query.isPending) return <p role="status" className="p-6">{t('loading')}</p>
  if (query.isError) {
    return (
      <main className="mx-auto max-w-4xl p-6">
        <p role="alert" className="text-red-700">
          {t('page.loadError', { message: query.error.message })}
        </p>
      </main>
    )
  }
  return <HouseholdView household={query.data} />
}

function HouseholdView({ household }: { household: Household }) {
  const { t } = useTranslation('households')
  const { user } = useSession()
  const ipmr = user?.role === 'ipmr'
  const [dialog, setDialog] = useState<Dialog>(null)
  const [ending, setEnding] = useState<Member | null>(null)
  const [moving, setMoving] = useState<Member | null>(null)
  const profileOf = (personId: number) => profilePath(user?.role, personId)
  const close = () => setDialog(null)
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-3 py-4 sm:px-6 print:max-w-none print:p-0" data-print="household">
      <nav aria-label={t('page.backNav')} className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
        <TextLink to={householdListPath(household.barangay)}>{t('page.backToList', { barangay: household.barangay })}</TextLink>
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-stone-900">{t('page.title', { name: headName(household) })}</h1>
        <p className="text-stone-700">{t('page.size', { count: household.size })}</p>
        <PrintedLine name={user?.display_name} />
      </header>
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label={t('page.print')} />
        {ipmr && (
          <>
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              {t('page.edit')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('add')}>
              {t('page.addMember')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('head')}>
              {t('page.changeHead')}
            </Button>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              {t('page.delete')}
            </Button>
          </>
        )}
      </div>
      <HouseholdPlace household={household} />
      <section aria-labelledby="members" className="space-y-2">
        <h2 id="members" className="text-lg font-semibold text-brand-900">
          {t('page.members')}
        </h2>
        <MemberList
          members={household.members.filter((m) => m.current)}
          profileOf={profileOf}
          onEnd={ipmr ? setEnding : undefined}
          onMove={ipmr ? setMoving : undefined}
        />
        {household.hidden_members > 0 && (
          <p className="text-sm text-stone-600">{t('page.hiddenMembers', { count: household.hidden_members })}</p>
        )}
      </section>
      <PastMembers members={household.members.filter((m) => !m.current)} profileOf={profileOf} />
      {user && user.role !== 'user' && <HouseholdHistory householdId={household.id} />}
      {ipmr && (
        <>
          <EditHouseholdDialog household={household} open={dialog === 'edit'} onClose={close} />
          <AddMemberDialog household={household} open={dialog === 'add'} onClose={close} />
          <ChangeHeadDialog household={household} open={dialog === 'head'} onClose={close} />
          <DeleteHouseholdDialog household={household} open={dialog === 'delete'} onClose={close} />
          <EndMembershipDialog household={household} member={ending} onClose={() => setEnding(null)} />
          <MoveMemberDialog household={household} member={moving} onClose={() => setMoving(null)} />
        </>
      )}
    </main>
  )
}

/** Barangay, sitio/purok, address or landmark, GPS point. */
function HouseholdPlace({ household }: { household: Household }) {
  const { t } = useTranslation('households')
  const { t: fieldLabel } = useTranslation('person-fields')
  const gps =
    household.latitude !== null && household.longitude !== null
      ? `${household.latitude.toFixed(6)}, ${household.longitude.toFixed(6)}`
      : null
  const rows: [string, string][] = [
    [fieldLabel('barangay'), household.barangay],
    [t('form.sitio'), orNotRecorded(household.sitio)],
    [t('form.address'), orNotRecorded(household.address)],
    [t('form.gps'), orNotRecorded(gps)],
  ]
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="w-36 shrink-0 font-medium text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
