/**
 * An AbortSignal that fires after `ms` (like AbortSignal.timeout, but on the page's own timers, so a
 * test's fake clock drives it). Pass it as `signal` to an api call that must not wait forever.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController()
  setTimeout(() => controller.abort(new DOMException('The request timed out.', 'TimeoutError')), ms)
  return controller.signal
}
