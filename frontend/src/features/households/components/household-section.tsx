import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { TextLink } from '@/components/ui/text-link'
import { useSession } from '@/lib/auth/session'
import { isNetworkFailure } from '@/lib/offline/network'

import { useHousehold } from '../api/get-household'
import { useFamilyCandidates } from '../api/get-person-household'
import { headName, householdListPath, householdPath } from '../lib/labels'

import { StartHouseholdDialog } from './start-household-dialog'

const READERS = new Set(['ipmr', 'chieftain', 'encoder'])

/**
 * The IP Profile's household: a link to it and its current members' count ('Household Members', read-only while
 * the person is in one), or for a person in none 'Start a household' (IPMR).
 */
export function HouseholdSection({ personId, personName }: { personId: number; personName: string }) {
  const { user } = useSession()
  if (!user || !READERS.has(user.role)) return null
  return <Section personId={personId} personName={personName} ipmr={user.role === 'ipmr'} />
}

function Section({ personId, personName, ipmr }: { personId: number; personName: string; ipmr: boolean }) {
  const { t } = useTranslation('households')
  const family = useFamilyCandidates(personId)
  const [starting, setStarting] = useState(false)
  const householdId = family.data?.household_id ?? null
  // With no connection the profile (kept on this device) shows without this section.
  if (family.isError && isNetworkFailure(family.error)) return null
  return (
    <section aria-labelledby={`household-${personId}`} className="space-y-2">
      <h3 id={`household-${personId}`} className="text-lg font-semibold text-stone-900">
        {t('section.title')}
      </h3>
      {family.isPending && <p role="status">{t('loading')}</p>}
      {family.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('section.loadError', { message: family.error.message })}
        </p>
      )}
      {householdId !== null && <HouseholdLink householdId={householdId} />}
      {family.data && householdId === null && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-stone-600">{t('section.none')}</p>
          {ipmr && (
            <Button className="print:hidden" onClick={() => setStarting(true)}>
              {t('section.start')}
            </Button>
          )}
        </div>
      )}
      {ipmr && householdId === null && <StartHouseholdDialog personId={personId} personName={personName} open={starting} onClose={() => setStarting(false)} />}
    </section>
  )
}

function HouseholdLink({ householdId }: { householdId: number }) {
  const { t } = useTranslation('households')
  const query = useHousehold(householdId)
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('section.loadError', { message: query.error.message })}
      </p>
    )
  }
  const household = query.data
  return (
    <div className="space-y-1 text-sm">
      <p>
        <TextLink to={householdPath(household.id)}>{t('page.title', { name: headName(household) })}</TextLink>
      </p>
      <p>
        <span className="font-medium text-stone-600">{t('section.members')}</span> {household.size}{' '}
        <span className="text-stone-600">{t('section.readOnly')}</span>
      </p>
      <p className="print:hidden">
        <TextLink to={householdListPath(household.barangay)}>{t('section.barangayHouseholds', { barangay: household.barangay })}</TextLink>
      </p>
    </div>
  )
}
