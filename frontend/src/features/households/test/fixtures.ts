import type { FamilyCandidate, Household, Member, MemberPerson } from '../api/types'

export function person(id: number, first: string, last: string, more: Partial<MemberPerson> = {}): MemberPerson {
  return {
    id,
    name: `${last}, ${first}`,
    first_name: first,
    middle_name: null,
    last_name: last,
    gender: null,
    age: 40,
    barangay: 'Ajos',
    lineage: 'Agta',
    thumb_url: null,
    photo_url: null,
    ...more,
  }
}

export function member(id: number, who: MemberPerson, relationship: Member['relationship'], more: Partial<Member> = {}): Member {
  return {
    id,
    person: who,
    relationship,
    start_date: '2026-01-10',
    start_reason: 'moved_in',
    end_date: null,
    end_reason: null,
    current: true,
    ...more,
  }
}

export const MARIA = person(11, 'Maria', 'Santos', { gender: 'Female', age: 45 })
export const JUAN = person(12, 'Juan', 'Santos', { gender: 'Male', age: 47 })
export const ANA = person(13, 'Ana', 'Santos', { gender: 'Female', age: 12 })
export const PEDRO = person(14, 'Pedro', 'Santos', { gender: 'Male', age: 20 })

export function household(more: Partial<Household> = {}): Household {
  return {
    id: 5,
    barangay: 'Ajos',
    barangay_code: '0405610001',
    sitio: 'Centro',
    address: 'Near the chapel',
    latitude: 13.6545,
    longitude: 122.3334,
    head: MARIA,
    head_outside: false,
    size: 3,
    members: [
      member(101, MARIA, 'head'),
      member(102, JUAN, 'spouse'),
      member(103, ANA, 'child', { start_reason: 'born', start_date: '2014-03-01' }),
      member(104, PEDRO, 'child', { current: false, end_date: '2026-06-01', end_reason: 'moved_out' }),
    ],
    hidden_members: 0,
    version: 4,
    created_at: '2026-01-10T00:00:00Z',
    updated_at: '2026-06-01T00:00:00Z',
    deleted_at: null,
    ...more,
  }
}

export function candidate(who: MemberPerson, relationship: FamilyCandidate['relationship']): FamilyCandidate {
  const { photo_url: _photo, ...summary } = who
  return { ...summary, relationship }
}
