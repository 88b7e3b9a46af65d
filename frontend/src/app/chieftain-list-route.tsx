import { ChieftainListPage } from '@/features/chieftain/chieftain-list-page'
import { useReference } from '@/features/people/api/get-reference'
import { ProfileModal } from '@/features/people/components/profile-modal'
import { useProfileInAddress } from '@/lib/profile-in-address'

export default function ChieftainListRoute() {
  const profile = useProfileInAddress()
  const barangays = useReference().data?.barangays ?? []
  return (
    <>
      <ChieftainListPage barangays={barangays} onOpenProfile={profile.open} />
      <ProfileModal personId={profile.personId} onClose={profile.close} />
    </>
  )
}
