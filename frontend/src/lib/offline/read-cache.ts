import { db, type Person } from './db'

/** The people kept for reading offline, per account: the newest this many viewed or entered. */
export const KEEP_PEOPLE = 200

/** Remember people just viewed or entered (newest first); only the newest KEEP_PEOPLE stay (with their photos). */
export async function keepPeople(userId: number, people: Person[]): Promise<void> {
  if (people.length === 0) return
  const now = Date.now()
  await db.transaction('rw', db.people, db.photos, async () => {
    await db.people.bulkPut(people.map((person, index) => ({ userId, id: person.id, person, seenAt: now - index })))
    const kept = await db.people.where('userId').equals(userId).sortBy('seenAt')
    const over = kept.length - KEEP_PEOPLE
    if (over <= 0) return
    const dropped = kept.slice(0, over).map((p) => [p.userId, p.id] as never)
    await db.people.bulkDelete(dropped)
    await db.photos.bulkDelete(dropped)
  })
}

export async function keptPerson(userId: number, id: number): Promise<Person | undefined> {
  return (await db.people.get([userId, id] as never))?.person
}

/** The people kept for this account, by name. */
export async function keptPeople(userId: number): Promise<Person[]> {
  const kept = await db.people.where('userId').equals(userId).toArray()
  return kept
    .map((k) => k.person)
    .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`))
}
