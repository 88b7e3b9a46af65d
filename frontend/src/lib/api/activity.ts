/**
 * When this browser last asked the server something: the server ends a session after `idle_minutes` without a
 * request (the live dashboard stream does not count), and the app warns a minute before. Every request of the
 * API client notes itself here (lib/api/client.ts), and the open tabs of the app tell each other, since they
 * share one session.
 */

type Listener = () => void

const CHANNEL = 'katutubo-activity'
/** A burst of requests is told to the other tabs once. */
const SHARE_EVERY_MS = 5_000

let last = Date.now()
let shared = 0
const listeners = new Set<Listener>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

function update(at: number): void {
  last = at
  listeners.forEach((listener) => listener())
}

channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'number' && event.data > last) update(event.data)
})

/** A request is on its way to the server now. */
export function noteActivity(at = Date.now()): void {
  update(at)
  if (channel && at - shared >= SHARE_EVERY_MS) {
    shared = at
    channel.postMessage(at)
  }
}

/** The time (ms since the epoch) of the last request of any open tab. */
export function lastActivity(): number {
  return last
}

/** Call `listener` after each new activity; returns the unsubscribe. */
export function onActivity(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
