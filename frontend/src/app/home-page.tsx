import { PublicAddressNotice } from '@/features/admin/components/public-address-notice'
import { HomeDashboard } from '@/features/dashboard/home-dashboard'
import { ProfileModal } from '@/features/people/components/profile-modal'
import { useProfileInAddress } from '@/lib/profile-in-address'

export default function HomePage() {
  const profile = useProfileInAddress()
  return (
    <>
      <HomeDashboard onOpenProfile={profile.open} notice={<PublicAddressNotice />} />
      <ProfileModal personId={profile.personId} onClose={profile.close} />
    </>
  )
}
