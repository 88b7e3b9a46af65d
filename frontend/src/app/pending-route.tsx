import { buttonClasses } from '@/components/ui/button'
import { PendingPage } from '@/features/auth/pending-page'
import { LogoutButton } from '@/features/shell/logout-button'

export default function PendingRoute() {
  return <PendingPage logOut={<LogoutButton className={buttonClasses('secondary')} />} />
}
