import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackImage } from '@/components/ui/fallback-image'
import { Modal } from '@/components/ui/modal'
import { useSession } from '@/lib/auth/session'
import { useProfileSections } from '@/lib/profile-sections'

import { usePerson } from '../api/get-person'
import type { Person } from '../api/types'
import { FamilyTreeView } from '../kinship/components/family-tree-view'
import { ProfileTrailBar } from '../kinship/components/profile-trail-bar'
import { useProfileTrail, type ProfileTrail } from '../kinship/hooks/use-profile-trail'
import { personName } from '@/lib/person-name'
import { formatIsoDate, optionLabel, orNA } from '../lib/format'
import { SyncDuplicateWarning } from '../offline/sync-duplicate-warning'

import { LegalBasisDetails } from './legal-basis-details'
import { ProfilePrint } from './profile-print'
import { PersonHistory } from './person-history'
import { TribeDistribution } from './tribe-distribution'

interface Props {
  /** The person to show; null keeps the modal closed. */
  personId: number | null
  onClose: () => void
}

/**
 * IP Profile: details, tribe distribution rings and family tree of one person (fetched by id), and for the
 * records office (IPMR, Chieftain) the record's History; nothing loads while it is closed.
 */
export function ProfileModal({ personId, onClose }: Props) {
  const { t } = useTranslation('people')
  const trail = useProfileTrail(personId) // relatives opened from the family tree
  return (
    <Modal open={personId !== null} onClose={onClose} title={t('ip_profile')} widthClass="max-w-4xl">
      {trail.shownId !== null && <ProfileBody personId={trail.shownId} trail={trail} />}
    </Modal>
  )
}

/** Who may read a record's History (GET /api/people/{id}/history): the records office, an encoder included. */
const HISTORY_ROLES = new Set(['ipmr', 'chieftain', 'encoder'])

function ProfileBody({ personId, trail }: { personId: number; trail: ProfileTrail }) {
  const { t } = useTranslation('people')
  const query = usePerson(personId)
  const { user } = useSession()
  const sections = useProfileSections()
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">{t('failed_to_load_the_profile_message', { message: query.error.message })}</p>
    )
  }
  const person = query.data
  return (
    <div data-print="profile" className="space-y-6">
      <ProfileTrailBar trail={trail} name={personName(person, 'short')} />
      {/* A possible duplicate opens in this dialog, along the trail (Back returns): never a second profile. */}
      <SyncDuplicateWarning personId={person.id} onView={(id) => trail.open(id, personName(person, 'short'))} />
      <ProfileDetails person={person} />
      <LegalBasisDetails person={person} />
      <ProfilePrint person={person} />
      <div className="print:hidden">
        <TribeDistribution />
      </div>
      <FamilyTreeView person={person} onOpenPerson={(id) => trail.open(id, personName(person, 'short'))} />
      {sections.map((section, i) => (
        <Fragment key={i}>{section({ id: person.id, name: personName(person, 'short') })}</Fragment>
      ))}
      {user && HISTORY_ROLES.has(user.role) && (
        <div className="print:hidden">
          <PersonHistory personId={person.id} />
        </div>
      )}
    </div>
  )
}

function ProfileDetails({ person }: { person: Person }) {
  const { t } = useTranslation('people')
  const { t: label } = useTranslation('person-fields')
  const name = personName(person, 'display')
  const rows: [string, string][] = [
    [label('date_of_birth'), formatIsoDate(person.date_of_birth)],
    [label('gender'), orNA(optionLabel('gender', person.gender))],
    [label('age'), orNA(person.age)],
    [label('civil_status'), orNA(optionLabel('civil_status', person.civil_status))],
    [label('education_level'), orNA(optionLabel('education_level', person.education_level))],
    [label('barangay'), orNA(person.barangay)],
    [label('address'), orNA(person.address)],
    [label('contact_number'), orNA(person.contact_number)],
    [label('occupation'), orNA(person.occupation)],
    [label('health_condition'), orNA(person.health_condition)],
    [label('household_members'), orNA(person.household_members)],
  ]
  return (
    <div className="flex flex-col gap-5 sm:flex-row">
      <FallbackImage
        src={person.photo_url ?? person.thumb_url}
        alt={t('photo_of_fullname', { fullName: personName(person, 'short') })}
        className="h-40 w-40 shrink-0 self-center rounded-2xl border border-stone-200 sm:self-start"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xl font-semibold text-stone-900">{name}</p>
        {person.lineage && <p className="text-sm text-stone-500">{person.lineage}</p>}
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="w-40 shrink-0 font-medium text-stone-600">{label}</dt>
              <dd className="text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
