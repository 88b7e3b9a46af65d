import { useState } from 'react'

import { HomeDashboard } from '@/features/dashboard/home-dashboard'
import { ProfileModal } from '@/features/people/components/profile-modal'

export default function HomePage() {
  const [profileId, setProfileId] = useState<number | null>(null)
  return (
    <>
      <HomeDashboard onOpenProfile={setProfileId} />
      <ProfileModal personId={profileId} onClose={() => setProfileId(null)} />
    </>
  )
}
