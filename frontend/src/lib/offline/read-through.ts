import type { components } from '@/lib/api/schema'
import { i18n } from '@/lib/i18n'

import type { Person } from './db'
import { keepPhotos, withKeptPhoto } from './kept-photos'
import { isNetworkFailure } from './network'
import { keepPeople, keptPeople, keptPerson } from './read-cache'
import { activeUser } from './session-store'

type PersonPage = components['schemas']['PersonPage']

/** What a screen says about a record it cannot show with no connection. */
export function notAvailableOffline(): Error {
  return new Error(i18n.t('offline:availableWhenOnline'))
}

/** Kept for reading offline; their photos are fetched after, in the background (the screen does not wait). */
async function keep(people: Person[]) {
  const user = activeUser()
  if (!user) return
  await keepPeople(user.userId, people).catch(() => undefined)
  void keepPhotos(user.userId, people)
}

/** A profile from the server (kept for reading offline), or with no connection the copy kept on this device. */
export async function personOrKept(id: number, fetchPerson: () => Promise<Person>): Promise<Person> {
  try {
    const person = await fetchPerson()
    await keep([person])
    return person
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const user = activeUser()
    const kept = user ? await keptPerson(user.userId, id).catch(() => undefined) : undefined
    if (!user || !kept) throw notAvailableOffline()
    return withKeptPhoto(user.userId, kept)
  }
}

interface ListFilter {
  q?: string
  gender?: string
  legal_basis?: string
  barangay?: string
  page: number
}

/**
 * A page of a list from the server (its people kept for reading offline), or with no connection the people
 * kept on this device that match the search, gender and barangay, by name, on one page (`kept`: the screen says so).
 */
export async function pageOrKept(
  filter: ListFilter,
  fetchPage: () => Promise<PersonPage>,
): Promise<PersonPage & { kept?: true }> {
  try {
    const page = await fetchPage()
    await keep(page.items)
    return page
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const user = activeUser()
    if (!user || filter.page > 1) throw notAvailableOffline()
    const q = (filter.q ?? '').trim().toLowerCase()
    const matching = (await keptPeople(user.userId).catch(() => [])).filter(
      (p) =>
        (!q || `${p.first_name} ${p.middle_name ?? ''} ${p.last_name} ${p.barangay} ${p.lineage ?? ''}`.toLowerCase().includes(q)) &&
        (!filter.gender || p.gender === filter.gender) &&
        (filter.legal_basis !== 'not_recorded' || !p.legal_basis) &&
        (!filter.barangay || p.barangay === filter.barangay),
    )
    const items = await Promise.all(matching.map((p) => withKeptPhoto(user.userId, p)))
    return { items, total: items.length, total_capped: false, page: 1, page_size: Math.max(items.length, 1), kept: true }
  }
}
