import { lazy, Suspense } from 'react'

import type { ProfileSection } from '@/lib/profile-sections'

const PersonCertifications = lazy(() =>
  import('@/features/certifications/components/person-certifications').then((m) => ({ default: m.PersonCertifications })),
)

const HouseholdSection = lazy(() =>
  import('@/features/households/components/household-section').then((m) => ({ default: m.HouseholdSection })),
)

const NoticeSection = lazy(() =>
  import('@/features/privacy/components/notice-section').then((m) => ({ default: m.NoticeSection })),
)

/** What the IP Profile shows below the family tree, from other features (their code loads with the profile). */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  (person) => (
    <Suspense fallback={null}>
      <NoticeSection personId={person.id} />
    </Suspense>
  ),
  (person) => (
    <Suspense fallback={null}>
      <HouseholdSection personId={person.id} personName={person.name} />
    </Suspense>
  ),
  (person) => (
    <Suspense fallback={null}>
      <PersonCertifications personId={person.id} personName={person.name} />
    </Suspense>
  ),
]
