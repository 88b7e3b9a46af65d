import { HomeDashboard } from '@/features/dashboard/home-dashboard'

export default function HomePage() {
  return <HomeDashboard />
}
