import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { BarangayCarousel } from './components/barangay-carousel'
import { DashboardSearch } from './components/dashboard-search'
import { LatestEntryCard } from './components/latest-entry-card'
import { LocationCard } from './components/location-card'
import { StatsPanel } from './components/stats-panel'
import { useLiveDashboard } from './hooks/use-live-dashboard'

interface Props {
  /** Opens a person's profile (the app composes the people feature's modal). */
  onOpenProfile: (personId: number) => void
  /** Shown above everything else (the app composes the administration's notice for the IPMR). */
  notice?: ReactNode
}

/** /home (and /admin for IPMR): statistics, the latest entry, search, barangays and the map, kept live. */
export function HomeDashboard({ onOpenProfile, notice }: Props) {
  const { t } = useTranslation('dashboard')
  useLiveDashboard()
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      {notice}
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <h1 className="text-2xl font-semibold text-brand-900">{t('dashboard')}</h1>
        <div className="w-full md:max-w-md">
          <DashboardSearch onOpen={onOpenProfile} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <StatsPanel />
        </div>
        <LatestEntryCard onView={onOpenProfile} />
      </div>
      <BarangayCarousel />
      <LocationCard />
    </main>
  )
}
