import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { ChieftainListPage } from '@/features/chieftain/chieftain-list-page'
import { useReference } from '@/features/people/api/get-reference'
import { ProfileModal } from '@/features/people/components/profile-modal'

export default function ChieftainListRoute() {
  // ?person=ID (the certificate's "Back to the person") opens that person's profile over the list.
  const [params] = useSearchParams()
  const [profileId, setProfileId] = useState<number | null>(() => Number(params.get('person')) || null)
  const barangays = useReference().data?.barangays ?? []
  return (
    <>
      <ChieftainListPage barangays={barangays} onOpenProfile={setProfileId} />
      <ProfileModal personId={profileId} onClose={() => setProfileId(null)} />
    </>
  )
}
