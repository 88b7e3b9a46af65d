import type { APIRequestContext, Locator } from '@playwright/test'

import { bornYearsAgo, createPerson, uniqueTag, type StoredPerson } from './people'

export interface Family {
  tag: string
  mother: StoredPerson
  child: StoredPerson
  motherName: string
  childName: string
}

/** A mother (58) and a grown child (30), not yet linked, with a last name only this test uses. */
export async function motherAndChild(ipmr: APIRequestContext): Promise<Family> {
  const tag = uniqueTag()
  const last = `Kalinaw${tag}`
  const mother = await createPerson(ipmr, {
    last_name: last,
    first_name: 'Amihan',
    date_of_birth: bornYearsAgo(58),
    gender: 'Female',
    barangay: 'Ajos',
    lineage: 'Aeta',
  })
  const child = await createPerson(ipmr, {
    last_name: last,
    first_name: 'Dalisay',
    date_of_birth: bornYearsAgo(30),
    gender: 'Female',
    barangay: 'Ajos',
  })
  return { tag, mother, child, motherName: `Amihan ${last}`, childName: `Dalisay ${last}` }
}

/** Type a relative's name as a person does, and wait for the suggestions of the whole name (those of the first
 * letters may still be arriving: a highlighted row would be replaced with them). */
export async function typeRelative(field: Locator, name: string): Promise<void> {
  const answered = field.page().waitForResponse(
    (response) => response.url().includes('/api/kinship/candidates') && new URL(response.url()).searchParams.get('q') === name,
  )
  await field.pressSequentially(name)
  await answered
}
