/**
 * Tests answer the app's HTTP calls here. The API client keeps the `fetch` it saw when it was created,
 * so setup installs this stub before any test module loads; each test then sets the handler.
 */
import { vi } from 'vitest'

export type FetchHandler = (request: Request) => Response | Promise<Response>

const notHandled: FetchHandler = (request) =>
  jsonResponse({ error: `No test answer for ${request.method} ${new URL(request.url).pathname}` }, 501)

let handler: FetchHandler = notHandled

export const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(handler(input instanceof Request ? input : new PageRequest(input, init))),
)

/** Node's Request, but resolving relative URLs against the page as a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}

/** Called once from the test setup, before the API client is created. */
export function installFetchStub(): void {
  globalThis.Request = PageRequest
  globalThis.fetch = fetchStub as typeof fetch
}

/** Answer every request with `next` (until the test ends). */
export function answerFetch(next: FetchHandler): void {
  handler = next
}

export function resetFetch(): void {
  handler = notHandled
  fetchStub.mockClear()
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The requests the app sent, as "METHOD /path". */
export function sentRequests(): string[] {
  return fetchStub.mock.calls.map(([input]) => {
    const request = input as Request
    return `${request.method} ${new URL(request.url).pathname}`
  })
}
