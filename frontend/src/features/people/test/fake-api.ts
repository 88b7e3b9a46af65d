/**
 * The API as tests see it: a route table answering at the network boundary (the shared fetch stub of
 * src/test/fetch-stub.ts), recording every call. `resetRoutes()` in beforeEach installs it.
 */
import { answerFetch, jsonResponse } from '@/test/fetch-stub'

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

interface Route {
  method: string
  pattern: RegExp
  names: string[]
  handler: Handler
}

let routes: Route[] = []
export const calls: ApiCall[] = []

/** Answer `method path` (path may hold `:name` parts); later routes win over earlier ones. */
export function route(method: string, path: string, handler: Handler | Reply) {
  const names: string[] = []
  const pattern = new RegExp(
    `^${path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })}$`,
  )
  routes.unshift({
    method,
    pattern,
    names,
    handler: typeof handler === 'function' ? handler : () => handler,
  })
}

export function resetRoutes() {
  routes = []
  calls.length = 0
  answerFetch(dispatch)
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

async function dispatch(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const call: ApiCall = {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: await readBody(request),
    headers: request.headers,
  }
  calls.push(call)
  for (const r of routes) {
    const match = r.method === call.method ? r.pattern.exec(call.path) : null
    if (!match) continue
    const params = Object.fromEntries(r.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]))
    const { status = 200, body } = await r.handler(call, params)
    return jsonResponse(body ?? null, status)
  }
  return jsonResponse({ error: `No fake route for ${call.method} ${call.path}` }, 404)
}
