/**
 * The registry's certificate key, for /verify/scan to check QR codes with no connection: built into the app's
 * page as the registry serves it (its meta tag, kept by the installable app with the page), and fetched
 * (GET /api/verify/key, public) and kept on this device whenever the page opens online.
 */
import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { certificationKeys } from '../api/keys'
import { decodeBase64Url, type RegistryKey } from './verify-qr'

export const KEPT_KEY = 'katutubo.certificateKey'

interface Published {
  public_key: string
  key_id: string
}

function toKey(published: Published): RegistryKey | null {
  const raw = Uint8Array.from(atob(published.public_key), (c) => c.charCodeAt(0))
  return raw.length === 32 && decodeBase64Url(published.key_id) ? { publicKey: raw, keyId: published.key_id } : null
}

/** The key the registry wrote into the page it served ('KEYID.BASE64'), or null (a page without it). */
export function servedKey(): RegistryKey | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="katutubo-certificate-key"]')?.content ?? ''
  const dot = content.indexOf('.')
  try {
    return dot > 0 ? toKey({ key_id: content.slice(0, dot), public_key: content.slice(dot + 1) }) : null
  } catch {
    return null
  }
}

export function keptKey(): RegistryKey | null {
  try {
    const kept = localStorage.getItem(KEPT_KEY)
    return kept ? toKey(JSON.parse(kept) as Published) : null
  } catch {
    return null
  }
}

async function fetchKey(signal?: AbortSignal): Promise<RegistryKey> {
  try {
    const published = unwrap(await api.GET('/api/verify/key', { signal }))
    const key = toKey(published)
    if (key) {
      localStorage.setItem(KEPT_KEY, JSON.stringify({ public_key: published.public_key, key_id: published.key_id }))
      return key
    }
  } catch (error) {
    const known = servedKey() ?? keptKey()
    if (known) return known
    throw error
  }
  throw new Error('not an Ed25519 public key')
}

/** The key to check with: the page's (or else the kept one) at once, replaced by the registry's when it answers. */
export function useRegistryKey() {
  return useQuery({
    queryKey: certificationKeys.verifyKey,
    queryFn: ({ signal }) => fetchKey(signal),
    initialData: servedKey() ?? keptKey() ?? undefined,
    initialDataUpdatedAt: 0,
    networkMode: 'always',
    retry: false,
  })
}
