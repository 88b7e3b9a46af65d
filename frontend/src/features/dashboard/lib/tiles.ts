import type { DashboardStats } from '../api/types'

/** A place the dashboard sends you to, with the count of what you will find there. */
export interface Choice {
  label: string
  count: (stats: DashboardStats) => number
  to: string
}

export type DialogId = 'students' | 'health'

export type Tile = (Choice & { dialog?: undefined }) | (Omit<Choice, 'to'> & { dialog: DialogId; to?: undefined })

/** The six Community Statistics tiles, in the spec's order and with its category queries. */
export const TILES: readonly Tile[] = [
  { label: 'Master List', count: (s) => s.total, to: '/total-population?category=' },
  { label: 'Male', count: (s) => s.male, to: '/total-male?category=male' },
  { label: 'Female', count: (s) => s.female, to: '/total-female?category=female' },
  { label: 'Students', count: (s) => s.students, dialog: 'students' },
  { label: 'Unemployed', count: (s) => s.unemployed, to: '/total-unemployed?category=unemployed' },
  { label: 'Health Condition', count: (s) => s.with_health, dialog: 'health' },
]

/** The two 'Select Category' dialogs. */
export const DIALOG_CHOICES: Record<DialogId, readonly Choice[]> = {
  students: [
    { label: 'STUDENTS', count: (s) => s.students, to: '/total-students?category=students' },
    {
      label: 'NOT ATTENDING SCHOOL (25 years old below)',
      count: (s) => s.not_attending_25_below,
      to: '/total-students?category=not_attending_25_below',
    },
  ],
  health: [
    { label: 'With Health Condition', count: (s) => s.with_health, to: '/total-health-condition?category=with_health' },
    { label: 'No Health Condition', count: (s) => s.no_health, to: '/total-health-condition?category=no_health' },
  ],
}
