import { expect, type APIRequestContext } from '@playwright/test'

import { csrfHeaders } from './fixtures'
import { bornYearsAgo, createPerson, uniqueTag, type StoredPerson } from './people'

export interface Family {
  tag: string
  last: string
  mother: StoredPerson
  father: StoredPerson
  children: StoredPerson[]
  /** 'Amihan Dalisay…': as the household page names them (first name first). */
  name: (person: StoredPerson) => string
}

const nameOf = (person: StoredPerson) => `${person.first_name} ${person.last_name}`

/**
 * A mother (45), her husband (47) and their two children (16 and 9) of Ajos, linked in the family graph (the
 * mother's spouse and children), in no household yet; a last name only this test uses.
 */
export async function linkedFamily(ipmr: APIRequestContext, barangay = 'Ajos'): Promise<Family> {
  const tag = uniqueTag()
  const last = `Sambahay${tag}`
  const make = (first_name: string, age: number, gender: 'Male' | 'Female') =>
    createPerson(ipmr, { last_name: last, first_name, date_of_birth: bornYearsAgo(age), gender, barangay, lineage: 'Agta' })
  const mother = await make('Amihan', 45, 'Female')
  const father = await make('Bayani', 47, 'Male')
  const children = [await make('Dalisay', 16, 'Female'), await make('Tala', 9, 'Female')]
  const linked = await ipmr.put(`/api/people/${mother.id}`, {
    headers: await csrfHeaders(ipmr),
    data: { relatives: { spouse_ids: [father.id], children_ids: children.map((c) => c.id) } },
  })
  expect(linked.status(), await linked.text()).toBe(200)
  return { tag, last, mother, father, children, name: nameOf }
}

export interface StoredHousehold {
  id: number
  version: number
  size: number
  members: { id: number; person: { id: number }; relationship: string; current: boolean; end_reason: string | null }[]
}

/** A household headed by a new person of `barangay` (one member: the head), through the API. */
export async function householdOf(ipmr: APIRequestContext, first: string, barangay = 'Ajos'): Promise<{ head: StoredPerson; household: StoredHousehold }> {
  const head = await createPerson(ipmr, {
    last_name: `Tahanan${uniqueTag()}`,
    first_name: first,
    date_of_birth: bornYearsAgo(50),
    gender: 'Female',
    barangay,
  })
  const response = await ipmr.post('/api/households', {
    headers: await csrfHeaders(ipmr),
    data: { head_id: head.id, sitio: 'Ilaya', members: [] },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { head, household: (await response.json()) as StoredHousehold }
}

export async function readHousehold(ipmr: APIRequestContext, id: number): Promise<StoredHousehold> {
  const response = await ipmr.get(`/api/households/${id}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as StoredHousehold
}
