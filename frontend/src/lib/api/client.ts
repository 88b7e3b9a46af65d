import createClient, { type Middleware } from 'openapi-fetch'

import { noteActivity } from './activity'
import type { paths } from './schema'

export const CSRF_COOKIE = 'katutubo_csrf'
export const CSRF_HEADER = 'X-CSRF-Token'

export function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every state-changing request echoes the CSRF cookie in a header (the server checks they match). */
export function csrfHeaders(method: string): Record<string, string> {
  const token = readCookie(CSRF_COOKIE)
  return !SAFE_METHODS.has(method.toUpperCase()) && token ? { [CSRF_HEADER]: token } : {}
}

const csrf: Middleware = {
  onRequest({ request }) {
    for (const [name, value] of Object.entries(csrfHeaders(request.method))) {
      request.headers.set(name, value)
    }
    return request
  },
}

type UnauthorizedListener = (request: Request) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Call `listener` whenever the server answers 401 to a call made while signed in (a wrong password at login is
 * not one: that 401 is the form's answer). Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

const LOGIN_PATH = '/api/auth/login'

/** Every API answer passes here: a 401 means the session has ended on the server (idle, disabled, logged out elsewhere). */
const sessionEnd: Middleware = {
  onResponse({ request, response }) {
    if (response.status === 401 && new URL(request.url).pathname !== LOGIN_PATH) {
      for (const listener of unauthorizedListeners) listener(request)
    }
    return response
  },
}

/** Every request counts as activity for the idle timeout (lib/api/activity.ts): this is the one place it is noted. */
const activity: Middleware = {
  onRequest() {
    noteActivity()
  },
}

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' })
api.use(csrf, activity, sessionEnd)
