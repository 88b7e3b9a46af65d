// PROVISIONAL: until the dashboard endpoints are in the generated schema (then `api.GET` replaces this).
import { ApiError, type ApiErrorBody } from '@/lib/api/errors'

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', signal })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw new ApiError(response.status, body as ApiErrorBody | undefined, `HTTP ${response.status}`)
  return body as T
}
