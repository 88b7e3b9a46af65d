import type { components } from '@/lib/api/schema'

import { isNetworkFailure } from './network'

export type ReferenceLists = components['schemas']['ReferenceOut']

/** Written by the build from the backend and precached by the service worker (frontend/build/reference-lists.ts). */
export const PRECACHED_REFERENCE = `${import.meta.env.BASE_URL}reference.json`

/**
 * The fixed lists (barangays, tribes, form choices) from the server, or, when it cannot answer (no connection,
 * no answer in 10 s), the copy precached with the app: the form opens offline on a device that never opened it
 * online. Any other error (the session ended) is the caller's.
 */
export async function referenceOrPrecached(fetchLists: () => Promise<ReferenceLists>): Promise<ReferenceLists> {
  try {
    return await fetchLists()
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const precached = await fetch(PRECACHED_REFERENCE).catch(() => null)
    if (!precached?.ok) throw error
    return (await precached.json()) as ReferenceLists
  }
}
