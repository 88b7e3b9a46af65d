import { PersonFormModal } from '@/features/people/components/person-form-modal'
import { ProfileModal } from '@/features/people/components/profile-modal'
import { ProposalsPage } from '@/features/proposals/proposals-page'
import { useProfileInAddress } from '@/lib/profile-in-address'

/** My proposals, with the person form to correct and resubmit a rejected proposal (View on a duplicate: its profile). */
export default function ProposalsRoute() {
  const profile = useProfileInAddress()
  return (
    <>
      <ProposalsPage
        renderEditor={({ proposal, values, onClose, notify }) => (
          <PersonFormModal
            target={proposal.kind === 'add' ? 'add' : values}
            resubmit={{ proposalId: proposal.id, values }}
            onClose={onClose}
            notify={notify}
            onViewPerson={profile.open}
          />
        )}
      />
      <ProfileModal personId={profile.personId} onClose={profile.close} />
    </>
  )
}
