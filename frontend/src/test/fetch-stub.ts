/**
 * Tests answer the app's HTTP calls at the network boundary with MSW: `server` (msw/node) is started by
 * src/test/setup.ts before any test module loads, and each test registers its handlers with the helpers
 * below, render.tsx's `answerByPath`, the people tests' fake-api `route`, or `server.use(http.get(...))`
 * directly (a later handler wins); setup removes them after every test. A request no handler answers is
 * an error (the test that sent it fails). Nothing here replaces `fetch`: the app's own client sends every
 * request, and MSW answers it.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { vi } from 'vitest'

export type FetchHandler = (request: Request) => Response | Promise<Response>

/**
 * What screens ask in the background, answered unless a test answers it itself: the header's count of waiting
 * proposals (none) of an IPMR, and the public site configuration About Us names the municipality from (the
 * default installation's). `sentRequests()` leaves these out, so a test lists what its screen asked.
 */
const BACKGROUND = ['/api/admin/proposals/count', '/api/config']

export const SITE_CONFIG = {
  map: { lat: 13.6545, lng: 122.3334, zoom: 14, tile_url: '' },
  municipality: { code: '0405610000', name: 'Catanauan', province: 'Quezon' },
}

export const server = setupServer(
  http.get(/\/api\/admin\/proposals\/count$/, () => HttpResponse.json({ waiting: 0 })),
  http.get(/\/api\/config$/, () => HttpResponse.json(SITE_CONFIG)),
)

/** Every request the app sent, in order (a copy whose body can still be read), e.g. `fetchStub.mock.calls`. */
export const fetchStub = vi.fn((request: Request) => request)

/** The requests no handler answered since the last check (setup fails the test that sent them). */
export const unhandledRequests: string[] = []

/** Node's Request, but resolving relative URLs against the page as a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}

/** Called once from the test setup, before the API client is created (it keeps the Request it saw). */
export function startServer(): void {
  globalThis.Request = PageRequest
  server.events.on('request:start', ({ request }) => {
    fetchStub(request.clone())
  })
  server.listen({
    // The request fails as a network error would (MSW prints which one), and the test fails after it.
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`)
      print.error()
    },
  })
}

/** Answer every request with `next` (until the test ends, or the next call). */
export function answerFetch(next: FetchHandler): void {
  server.use(http.all('*', ({ request }) => orNetworkError(() => next(request))))
}

/** A handler that throws (or rejects) is the network failing: the app's fetch rejects, as a browser's would. */
export async function orNetworkError(answer: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await answer()
  } catch {
    return HttpResponse.error()
  }
}

/** After each test: no handlers, no recorded requests. */
export function resetFetch(): void {
  server.resetHandlers()
  fetchStub.mockClear()
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The requests the app sent, as "METHOD /path" (the header's BACKGROUND requests left out). */
export function sentRequests(): string[] {
  return fetchStub.mock.calls
    .map(([request]) => ({ method: request.method, path: new URL(request.url).pathname }))
    .filter(({ path }) => !BACKGROUND.includes(path))
    .map(({ method, path }) => `${method} ${path}`)
}
