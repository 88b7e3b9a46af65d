import { HomeDashboard } from '@/features/dashboard/home-dashboard'
import { ProfileModal } from '@/features/people/components/profile-modal'
import { useProfileInAddress } from '@/lib/profile-in-address'

export default function HomePage() {
  const profile = useProfileInAddress()
  return (
    <>
      <HomeDashboard onOpenProfile={profile.open} />
      <ProfileModal personId={profile.personId} onClose={profile.close} />
    </>
  )
}
