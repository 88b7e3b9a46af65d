import { expect, type APIRequestContext, type Locator } from '@playwright/test'

import { csrfHeaders } from './fixtures'

/** What POST /api/people takes (snake_case, as the API names it); unset fields stay empty. */
export interface NewPerson {
  last_name: string
  first_name: string
  middle_name?: string
  date_of_birth: string
  gender: 'Male' | 'Female'
  civil_status?: string
  education_level?: string
  occupation?: string
  lineage?: string
  barangay: string
  health_condition?: string
  contact_number?: string
  household_members?: number
  legal_basis?: 'law' | 'consent'
  consent_date?: string
}

/** The fields of the stored person the tests read back. */
export interface StoredPerson {
  id: number
  first_name: string
  middle_name: string | null
  last_name: string
  age: number | null
  gender: string | null
  lineage: string | null
  barangay: string
  /** The record's version: an edit (or an encoder's proposed edit) is based on it. */
  version: number
}

/**
 * Letters only (names are searched by prefix, and digits would read as an age): unique enough that a search
 * for it finds only this run's, this test's people.
 */
export function uniqueTag(length = 6): string {
  let tag = ''
  while (tag.length < length) tag += Math.random().toString(36).replace(/[^a-z]/g, '')
  return tag.slice(0, length)
}

/** An ISO date of birth that makes someone `age` today: 1 January, so this year's birthday has passed. */
export function bornYearsAgo(age: number, today = new Date()): string {
  return `${today.getFullYear() - age}-01-01`
}

/** Create a person as IPMR through the API (the katutubo_csrf cookie echoed in X-CSRF-Token). */
export async function createPerson(ipmr: APIRequestContext, person: NewPerson): Promise<StoredPerson> {
  const response = await ipmr.post('/api/people', {
    headers: await csrfHeaders(ipmr),
    data: { contact_number: '09171234567', household_members: 3, occupation: 'Farmer', legal_basis: 'law', ...person },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as StoredPerson
}

/** Whether an image has loaded (a broken or pending image is 0 pixels wide). */
export async function naturalWidth(img: Locator): Promise<number> {
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth)
}
