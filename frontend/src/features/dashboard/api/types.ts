// PROVISIONAL: replaced by aliases of the generated schema once the dashboard API is in openapi.json.
import type { components } from '@/lib/api/schema'

export type PersonOut = components['schemas']['PersonOut']

export interface DashboardStats {
  total: number
  male: number
  female: number
  students: number
  not_attending_25_below: number
  unemployed: number
  with_health: number
  no_health: number
}

export interface LatestEntry {
  person: PersonOut | null
}

export interface DashboardSuggestion {
  id: number
  first_name: string
  middle_name: string | null
  last_name: string
  lineage: string | null
  barangay: string
  age: number | null
  thumb_url: string | null
}

export interface BarangayCard {
  name: string
  population: number
  photo_url: string
}

export interface MapConfig {
  lat: number
  lng: number
  zoom: number
  tile_url: string
}
