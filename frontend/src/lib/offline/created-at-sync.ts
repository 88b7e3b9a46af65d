import type { OutboxEntry, Person } from './db'

export type CreatedListener = (entry: OutboxEntry, person: Person) => void | Promise<void>

/** The checks registered below (./sync runs them); apart from ./sync so registering does not load the offline store. */
export const createdListeners = new Set<CreatedListener>()

/**
 * The hook for checks that run at sync on a person the outbox created (the duplicate warning, when that
 * feature lands: it registers here and keeps what it finds for the next time the clerk opens the person).
 * A listener's failure never stops the sync. Returns the unsubscribe function.
 */
export function onCreatedAtSync(listener: CreatedListener): () => void {
  createdListeners.add(listener)
  return () => createdListeners.delete(listener)
}
