import { useState } from 'react'

import { ChieftainListPage } from '@/features/chieftain/chieftain-list-page'
import { useReference } from '@/features/people/api/get-reference'
import { ProfileModal } from '@/features/people/components/profile-modal'

export default function ChieftainListRoute() {
  const [profileId, setProfileId] = useState<number | null>(null)
  const barangays = useReference().data?.barangays ?? []
  return (
    <>
      <ChieftainListPage barangays={barangays} onOpenProfile={setProfileId} />
      <ProfileModal personId={profileId} onClose={() => setProfileId(null)} />
    </>
  )
}
