import { useReference } from '@/features/people/api/get-reference'
import { ReportsPage } from '@/features/reports/reports-page'

export default function ReportsRoute() {
  const barangays = useReference().data?.barangays ?? []
  return <ReportsPage barangays={barangays} />
}
