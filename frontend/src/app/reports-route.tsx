import { useScopedReference } from '@/features/people/api/get-scoped-reference'
import { ReportsPage } from '@/features/reports/reports-page'

export default function ReportsRoute() {
  const barangays = useScopedReference().data?.barangays ?? []
  return <ReportsPage barangays={barangays} />
}
