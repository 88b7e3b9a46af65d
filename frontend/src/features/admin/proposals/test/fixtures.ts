import type { components } from '@/lib/api/schema'

import type { Proposal, ProposalDetail } from '../api/keys'

type Person = components['schemas']['PersonOut']

/** A person as the API shows it (the stored record a stale approval's 409 carries). */
export function storedPerson(over: Partial<Person> = {}): Person {
  return {
    id: 40,
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
    address: 'Purok 3',
    birthplace: 'Purok 3',
    municipality: 'Catanauan',
    province: 'Quezon',
    health_condition: null,
    household_members: 5,
    contact_number: '+639171234567',
    photo_url: null,
    thumb_url: null,
    family_tree: { father: 'Pedro Dela Cruz', mother: 'Maria Dela Cruz', spouse: null, siblings: [], children: [] },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    version: 3,
    flags: { student: false, non_student: true, unemployed: false, pwd: false, not_attending_school: false },
    ...over,
  } as Person
}

/** The form's values of that person (what an edit proposes, changed by `over`). */
export function formValues(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    last_name: 'Dela Cruz',
    first_name: 'Juan',
    middle_name: 'Santos',
    date_of_birth: '1990-05-17',
    gender: 'Male',
    civil_status: 'Married',
    education_level: 'High School',
    occupation: 'Farmer',
    lineage: 'Dumagat',
    barangay: 'Ajos',
    address: 'Purok 3',
    birthplace: 'Purok 3',
    health_condition: null,
    household_members: 5,
    contact_number: '+639171234567',
    family_tree: { father: 'Pedro Dela Cruz', mother: 'Maria Dela Cruz', spouse: null, siblings: [], children: [] },
    ...over,
  }
}

export function proposal(id: number, over: Partial<Proposal> = {}): Proposal {
  return {
    id,
    kind: 'edit',
    state: 'submitted',
    person_id: 40,
    person_name: 'Dela Cruz, Juan Santos',
    barangay: 'Ajos',
    base_version: 2,
    author: { id: 7, display_name: 'Lito Cruz' },
    decided_by: null,
    decided_at: null,
    reason: null,
    submitted_at: '2026-05-04T06:07:00Z',
    created_at: '2026-05-04T06:00:00Z',
    updated_at: '2026-05-04T06:07:00Z',
    client_id: null,
    has_photo: false,
    ...over,
  }
}

/** An edit of Juan Dela Cruz: occupation Farmer → Fisher, a new spouse, a new photo; the record has a photo. */
export function editDetail(over: Partial<ProposalDetail> = {}): ProposalDetail {
  const current = formValues()
  return {
    ...proposal(11, { has_photo: true }),
    values: formValues({
      occupation: 'Fisher',
      family_tree: { father: 'Pedro Dela Cruz', mother: 'Maria Dela Cruz', spouse: 'Ana Reyes', siblings: [], children: [] },
    }),
    current,
    changed: ['occupation', 'family_tree'],
    current_has_photo: true,
    duplicates: [],
    ...over,
  }
}
