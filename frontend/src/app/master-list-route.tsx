import { MasterListPage } from '@/features/people/master-list-page'

export default function MasterListRoute() {
  return <MasterListPage />
}
