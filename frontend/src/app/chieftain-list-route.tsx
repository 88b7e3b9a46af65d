import { ChieftainListPage } from '@/features/chieftain/chieftain-list-page'

export default function ChieftainListRoute() {
  return <ChieftainListPage />
}
