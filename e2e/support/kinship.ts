import type { APIRequestContext } from '@playwright/test'

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
