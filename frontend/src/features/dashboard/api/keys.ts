import { DASHBOARD_ROOT_KEY } from '@/lib/people-queries'

/** Query keys of the dashboard: a "people-changed" event invalidates everything under `dashboardKeys.live`. */
export const dashboardKeys = {
  all: DASHBOARD_ROOT_KEY,
  live: [...DASHBOARD_ROOT_KEY, 'live'] as const,
  stats: () => [...dashboardKeys.live, 'stats'] as const,
  latest: () => [...dashboardKeys.live, 'latest'] as const,
  barangays: () => [...dashboardKeys.live, 'barangays'] as const,
  suggestions: (q: string) => [...dashboardKeys.live, 'suggestions', q] as const,
}
