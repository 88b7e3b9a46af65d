/**
 * The API as tests see it: MSW handlers at the network boundary (src/test/fetch-stub.ts), one per `route`,
 * recording every call. `resetRoutes()` in beforeEach starts a test's table: a request no route answers gets
 * a 404 "No fake route" (and is recorded too).
 */
import { http, type HttpResponseResolver } from 'msw'

import { jsonResponse, orNetworkError, server } from '@/test/fetch-stub'

export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}

export interface Reply {
  status?: number
  body?: unknown
}

type Handler = (call: ApiCall, params: Record<string, string>) => Reply | Promise<Reply>

export const calls: ApiCall[] = []

/** Answer `method path` (path may hold `:name` parts); later routes win over earlier ones. */
export function route(method: string, path: string, handler: Handler | Reply) {
  const answer = typeof handler === 'function' ? handler : () => handler
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    const call = await record(request)
    return orNetworkError(async () => {
      const { status = 200, body } = await answer(call, params as Record<string, string>)
      return jsonResponse(body ?? null, status)
    })
  }
  server.use(http.all(path, (info) => (info.request.method === method ? resolver(info) : undefined)))
}

/** A test's fresh table: no routes (those of an earlier call are gone), no calls. */
export function resetRoutes() {
  server.resetHandlers()
  calls.length = 0
  server.use(
    http.all('*', async ({ request }) => {
      const call = await record(request)
      return jsonResponse({ error: `No fake route for ${call.method} ${call.path}` }, 404)
    }),
  )
}

/** The calls made to `method path` (exact path). */
export function callsTo(method: string, path: string): ApiCall[] {
  return calls.filter((call) => call.method === method && call.path === path)
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) return request.formData()
  const text = await request.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function record(request: Request): Promise<ApiCall> {
  const url = new URL(request.url)
  const call: ApiCall = {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: await readBody(request),
    headers: request.headers,
  }
  calls.push(call)
  return call
}
