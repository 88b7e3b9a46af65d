import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type DuplicateProbe = components['schemas']['Probe']
export type DuplicateMatch = components['schemas']['Match']

/** Up to 5 people already in the registry that the person being entered may be (nothing is stored). */
export async function checkDuplicates(probe: DuplicateProbe, signal?: AbortSignal) {
  return unwrap(await api.POST('/api/people/duplicates', { body: probe, signal })).matches
}

/**
 * 'This is a different person' about a person saved already (an offline entry checked at sync): remembered and
 * audited. The Add form sends the choice with the create instead (`different_from`, one transaction).
 */
export async function markDifferentPeople(personId: number, otherIds: number[]) {
  await unwrap(
    await api.POST('/api/people/{person_id}/different-people', {
      params: { path: { person_id: personId } },
      body: { person_ids: otherIds },
    }),
  )
}
