import { i18n } from '@/lib/i18n'

import type { DashboardStats } from '../api/types'

/** A place the dashboard sends you to, with the count of what you will find there. */
export interface Choice {
  /** Stable (keys, the tile's icon). */
  id: string
  /** In the interface's language (read each time it is shown). */
  readonly label: string
  count: (stats: DashboardStats) => number
  to: string
}

export type DialogId = 'students' | 'health'

export type Tile = (Choice & { dialog?: undefined }) | (Omit<Choice, 'to'> & { dialog: DialogId; to?: undefined })

/** `place` with a `label` read from the dashboard's catalogue (`key`) each time it is shown. */
function labelled<T extends object>(key: string, place: T): T & { readonly label: string } {
  return Object.defineProperty(place, 'label', { get: () => i18n.t(`dashboard:${key}`), enumerable: true }) as T & {
    readonly label: string
  }
}

/** The six Community Statistics tiles, in the spec's order and with its category queries. */
export const TILES: readonly Tile[] = [
  labelled('tile.master', { id: 'master', count: (s: DashboardStats) => s.total, to: '/total-population?category=' }),
  labelled('tile.male', { id: 'male', count: (s: DashboardStats) => s.male, to: '/total-male?category=male' }),
  labelled('tile.female', { id: 'female', count: (s: DashboardStats) => s.female, to: '/total-female?category=female' }),
  labelled('tile.students', { id: 'students', count: (s: DashboardStats) => s.students, dialog: 'students' as const }),
  labelled('tile.unemployed', { id: 'unemployed', count: (s: DashboardStats) => s.unemployed, to: '/total-unemployed?category=unemployed' }),
  labelled('tile.health', { id: 'health', count: (s: DashboardStats) => s.with_health, dialog: 'health' as const }),
]

/** The two 'Select Category' dialogs. */
export const DIALOG_CHOICES: Record<DialogId, readonly Choice[]> = {
  students: [
    labelled('choice.students', { id: 'students', count: (s: DashboardStats) => s.students, to: '/total-students?category=students' }),
    labelled('choice.not_attending', {
      id: 'not_attending',
      count: (s: DashboardStats) => s.not_attending_25_below,
      to: '/total-students?category=not_attending_25_below',
    }),
  ],
  health: [
    labelled('choice.with_health', {
      id: 'with_health',
      count: (s: DashboardStats) => s.with_health,
      to: '/total-health-condition?category=with_health',
    }),
    labelled('choice.no_health', { id: 'no_health', count: (s: DashboardStats) => s.no_health, to: '/total-health-condition?category=no_health' }),
  ],
}
