import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

import { timeoutSignal } from '@/lib/api/timeout'

/** A request with no answer after this long is treated as having no connection. */
export const NO_ANSWER_MS = 10_000

/** The request never got an answer: no connection (fetch's TypeError) or none within NO_ANSWER_MS. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true
  return error instanceof DOMException && error.name === 'TimeoutError'
}

/** The person cancelled (closed the form or dialog): nothing to say. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * The signal of a request that must not outlive the person's intent: aborted when `intent` is (a form or
 * dialog closed), and after NO_ANSWER_MS with a TimeoutError.
 */
export function requestSignal(intent?: AbortSignal): AbortSignal {
  const timeout = timeoutSignal(NO_ANSWER_MS)
  if (!intent) return timeout
  const controller = new AbortController()
  const follow = (signal: AbortSignal) => {
    if (signal.aborted) controller.abort(signal.reason)
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  follow(intent)
  follow(timeout)
  return controller.signal
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the device says it has a connection; follows the browser's online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/**
 * The signal of the component's intent: aborted when it unmounts (a form or dialog closed). Call the returned
 * function when a request starts.
 */
export function useIntent(): () => AbortSignal {
  const intent = useRef<AbortController | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    intent.current = controller
    return () => controller.abort()
  }, [])
  return useCallback(() => intent.current?.signal ?? new AbortController().signal, [])
}
