/** Query keys of the dashboard: a "people-changed" event invalidates everything under `dashboardKeys.live`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  live: ['dashboard', 'live'] as const,
  stats: () => [...dashboardKeys.live, 'stats'] as const,
  latest: () => [...dashboardKeys.live, 'latest'] as const,
  barangays: () => [...dashboardKeys.live, 'barangays'] as const,
  suggestions: (q: string) => [...dashboardKeys.live, 'suggestions', q] as const,
  config: () => [...dashboardKeys.all, 'config'] as const,
}
