/**
 * The offline check of a certificate's QR code, in the browser, with no network: the text is
 * `KR1.<payload>.<signature>` (or the verify address with it after `#`), the payload base64url JSON with
 * one-letter keys, the signature Ed25519 over the ASCII bytes of `KR1.<payload>` (the backend writes it:
 * backend/katutubo/certifications/signed_qr.py). Anything malformed is "not valid", never an exception.
 */
import { verifyAsync } from '@noble/ed25519'

export const QR_PREFIX = 'KR1'
const FIELDS = ['k', 's', 'n', 'b', 't', 'g', 'd', 'c'] as const
const REQUIRED = new Set(['k', 's', 'd', 'c'])
const BASE64URL = /^[A-Za-z0-9_-]*$/
const SIGNATURE_BYTES = 64

/** What the paper says, as signed. */
export interface CertificateOnPaper {
  keyId: string
  serial: string
  name: string | null
  dateOfBirth: string | null
  tribe: string | null
  barangay: string | null
  issuedOn: string
  code: string
}

export interface RegistryKey {
  publicKey: Uint8Array
  keyId: string
}

export type QrVerdict = 'valid' | 'notValid' | 'otherRegistry'

export interface QrCheck {
  verdict: QrVerdict
  certificate: CertificateOnPaper | null // only when valid: nothing unsigned is shown
}

export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** Strict: the one canonical spelling of the bytes, else null (no two texts carry one signature). */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null
  try {
    const padded = text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4)
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
    return encodeBase64Url(bytes) === text ? bytes : null
  } catch {
    return null
  }
}

function onPaper(value: unknown): CertificateOnPaper | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length !== FIELDS.length || !FIELDS.every((field) => keys.includes(field))) return null
  const wellTyped = FIELDS.every((field) => {
    const v = record[field]
    return typeof v === 'string' || (v === null && !REQUIRED.has(field))
  })
  if (!wellTyped) return null
  const text = (field: (typeof FIELDS)[number]) => record[field] as string | null
  return {
    keyId: text('k')!,
    serial: text('s')!,
    name: text('n'),
    dateOfBirth: text('b'),
    tribe: text('t'),
    barangay: text('g'),
    issuedOn: text('d')!,
    code: text('c')!,
  }
}

function parse(text: string): { head: string; certificate: CertificateOnPaper; signature: Uint8Array } | null {
  const pieces = (text.trim().split('#').pop() ?? '').split('.')
  if (pieces.length !== 3 || pieces[0] !== QR_PREFIX) return null
  const body = decodeBase64Url(pieces[1])
  const signature = decodeBase64Url(pieces[2])
  if (!body || !signature || signature.length !== SIGNATURE_BYTES) return null
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return null
  }
  const certificate = onPaper(value)
  return certificate && { head: `${pieces[0]}.${pieces[1]}`, certificate, signature }
}

/** Valid with one of the registry's published keys (current or retired); else signed by another registry when
 * its key id is none of them; else not valid. */
export async function checkQr(text: string, keys: readonly RegistryKey[]): Promise<QrCheck> {
  const parsed = parse(text)
  if (!parsed) return { verdict: 'notValid', certificate: null }
  const message = new TextEncoder().encode(parsed.head)
  for (const key of keys) {
    let valid: boolean
    try {
      valid = await verifyAsync(parsed.signature, message, key.publicKey)
    } catch {
      valid = false
    }
    if (valid) return { verdict: 'valid', certificate: parsed.certificate }
  }
  const ours = keys.some((key) => key.keyId === parsed.certificate.keyId)
  return { verdict: ours ? 'notValid' : 'otherRegistry', certificate: null }
}
