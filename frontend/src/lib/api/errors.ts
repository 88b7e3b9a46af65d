import { i18n } from '@/lib/i18n'

import type { components } from './schema'

/** The server's error body, as its OpenAPI declares it for every 4xx: {"error": message, "code": its stable code,
 * "params": the values in it, "detail": {"fields": ..., "codes": ..., "params": ...} | null}. */
export type ErrorBody = components['schemas']['ErrorBody']

export class ApiError extends Error {
  readonly status: number
  /** The refusal's stable code (e.g. 'proposals.outside_scope'); null for a 5xx or a network-level failure. */
  readonly code: string | null
  readonly fields: Record<string, string>
  /** The rest of the refusal's detail (e.g. a stale save's `current` record); empty when there is none. */
  readonly detail: Record<string, unknown>

  /** `body` is undefined (or not the envelope) for a 5xx or a network-level failure: `fallback` is the message then. */
  constructor(status: number, body: ErrorBody | undefined, fallback: string) {
    super(body ? inLanguage(body.code, body.error, body.params) : fallback)
    this.status = status
    this.code = body?.code ?? null
    const codes = body?.detail?.codes ?? {}
    const params = body?.detail?.params ?? {}
    this.fields = Object.fromEntries(
      Object.entries(body?.detail?.fields ?? {}).map(([name, text]) => [name, inLanguage(codes[name], text, params[name])]),
    )
    this.detail = body?.detail ?? {}
  }
}

/** The catalogue's text for a server message's stable code (locales/<lng>/errors.json), with the message's values
 * (`params`) in their places; for a code the app does not know (or none: a row stored before codes were kept), the
 * server's own (English) text. Every message the server sends carries its code: it is never looked up by its text. */
export function inLanguage(code: string | null | undefined, text: string, params?: Record<string, string> | null): string {
  return code && i18n.exists(code, { ns: 'errors' })
    ? i18n.t(code, { ns: 'errors', ...params, interpolation: { escapeValue: false } })
    : text
}

/** A message the server said (`{message, code, params}`), as a success's answer sends one. */
export interface Said {
  message: string
  code: string
  params?: Record<string, string>
  /** Why (a merge's link not moved): a message of its own, put in the said message's {{reason}}. */
  reason?: Said
}

/** A message the server said, in the chosen language (its reason too, when it has one). */
export function saidInLanguage(said: Said): string {
  const params = said.reason ? { ...said.params, reason: saidInLanguage(said.reason) } : said.params
  return inLanguage(said.code, said.message, params)
}

/** A stored message (a code, its values and its English text, with or without a reason), e.g. in an audit record. */
export function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && typeof (value as Said).code === 'string' && typeof (value as Said).message === 'string'
}

/** Unwrap an openapi-fetch result: the data, or an ApiError with the server's message. */
export function unwrap<T>(
  result: { data?: T; error?: ErrorBody; response: Response },
  fallback = i18n.t('common:something_went_wrong'),
): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error, fallback)
  }
  return result.data as T
}

/**
 * What to tell the person: the server's own message for an expected (4xx) error, otherwise the
 * screen's fallback (network failure, 5xx, or a bug).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback
}
