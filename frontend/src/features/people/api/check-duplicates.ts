import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

export type DuplicateProbe = components['schemas']['Probe']
export type DuplicateMatch = components['schemas']['Match']

/** Up to 5 people already in the registry that the person being entered may be (nothing is stored). */
export async function checkDuplicates(probe: DuplicateProbe, signal?: AbortSignal) {
  return unwrap(await api.POST('/api/people/duplicates', { body: probe, signal })).matches
}
