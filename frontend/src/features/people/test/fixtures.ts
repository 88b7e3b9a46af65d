import { sessionAs } from '@/test/render-routes'

import type { Person } from '../api/types'

import { route } from './fake-api'

export const BARANGAYS = ['Ajos', 'Anusan', 'Barangay 1', 'Tuhian', 'San Roque']
export const TRIBES = ['Aeta', 'Aeta/Agta/Ayta', 'Agta', 'Dumagat', 'Ilongot/Bugkalot', 'Mangyan', 'Tagbanwa']

export const REFERENCE = {
  municipality: { code: '0405610000', name: 'Catanauan', province: 'Quezon' },
  barangays: BARANGAYS,
  tribes: TRIBES,
  genders: ['Male', 'Female'],
  civil_statuses: ['Single', 'Married', 'Widowed', 'Separated'],
  education_levels: ['No Formal Education', 'Elementary', 'High School', 'College', 'Vocational'],
  photo: {
    max_bytes: 5 * 1024 * 1024,
    media_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    too_large: 'The photo must be 5 MB or smaller.',
    not_an_image: 'The photo must be a JPEG, PNG, WEBP or GIF image.',
  },
}

let nextId = 100

export function makePerson(overrides: Partial<Person> = {}): Person {
  const id = overrides.id ?? nextId++
  return {
    id,
    first_name: 'Juan',
    middle_name: 'Santos',
    last_name: 'Dela Cruz',
    date_of_birth: '1990-05-17',
    age: 36,
    gender: 'Male',
    civil_status: 'Married',
    education_level: 'High School',
    occupation: 'Farmer',
    lineage: 'Dumagat',
    barangay: 'Ajos',
    barangay_code: '0405610001',
    address: 'Purok 3',
    birthplace: 'Purok 3',
    municipality: 'Catanauan',
    province: 'Quezon',
    health_condition: null,
    household_members: 5,
    household: null,
    contact_number: '+639171234567',
    photo_url: null,
    thumb_url: null,
    family_tree: { father: 'Pedro Dela Cruz', mother: 'Maria Dela Cruz', spouse: 'Ana Dela Cruz', siblings: [], children: [] },
    legal_basis: 'law',
    consent_date: null,
    consent_recorded_by_name: null,
    consent_withdrawn_on: null,
    withdrawal_recorded_by_name: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    version: 1,
    flags: { student: false, non_student: true, unemployed: false, pwd: false, not_attending_school: false },
    ...overrides,
  }
}

/** The routes every people screen needs: session, reference lists, an empty list, no suggestions, stats. */
export function defaultRoutes(role: 'ipmr' | 'chieftain' | 'user' | null = 'ipmr', people: Person[] = []) {
  route('GET', '/api/session', { body: sessionAs(role) })
  route('GET', '/api/reference', { body: REFERENCE })
  route('GET', '/api/people', (call) => ({
    body: {
      items: people,
      total: people.length,
      page: Number(call.query.get('page') ?? 1),
      page_size: Number(call.query.get('page_size') ?? 50),
    },
  }))
  route('GET', '/api/people/suggestions', { body: { names: [], barangays: [] } })
  route('GET', '/api/people/stats/lineages', { body: { total: 0, items: [] } })
}
