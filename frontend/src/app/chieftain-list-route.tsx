import { useState } from 'react'

import { ChieftainListPage } from '@/features/chieftain/chieftain-list-page'
import { ProfileModal } from '@/features/people/components/profile-modal'

export default function ChieftainListRoute() {
  const [profileId, setProfileId] = useState<number | null>(null)
  return (
    <>
      <ChieftainListPage onOpenProfile={setProfileId} />
      <ProfileModal personId={profileId} onClose={() => setProfileId(null)} />
    </>
  )
}
