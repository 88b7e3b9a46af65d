import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type PersonOut = Schemas['PersonOut']
export type DashboardStats = Schemas['DashboardStats']
export type DashboardSuggestion = Schemas['Suggestion']
export type BarangayCard = Schemas['BarangayOut']
export type MapConfig = Schemas['MapConfig']
