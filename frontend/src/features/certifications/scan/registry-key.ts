/**
 * The registry's certificate keys, for /verify/scan to check QR codes with no connection: the current key first,
 * then the retired ones (a rotated key signs no more, but the papers it signed are genuine). Built into the app's
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

interface Kept extends Published {
  retired?: Published[]
}

function toKey(published: Published): RegistryKey | null {
  const raw = Uint8Array.from(atob(published.public_key), (c) => c.charCodeAt(0))
  return raw.length === 32 && decodeBase64Url(published.key_id) ? { publicKey: raw, keyId: published.key_id } : null
}

/** The current key and the retired ones, or null when the current one is not a key. */
function toKeys(kept: Kept): RegistryKey[] | null {
  const current = toKey(kept)
  if (!current) return null
  const retired = (kept.retired ?? []).map(toKey).filter((key): key is RegistryKey => key !== null)
  return [current, ...retired]
}

/** The keys the registry wrote into the page it served ('KEYID.BASE64 KEYID.BASE64 …', the current key first),
 * or null (a page without them). */
export function servedKey(): RegistryKey[] | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="katutubo-certificate-key"]')?.content ?? ''
  const published = content
    .split(/\s+/)
    .filter((item) => item.indexOf('.') > 0)
    .map((item) => ({ key_id: item.slice(0, item.indexOf('.')), public_key: item.slice(item.indexOf('.') + 1) }))
  try {
    return published.length > 0 ? toKeys({ ...published[0], retired: published.slice(1) }) : null
  } catch {
    return null
  }
}

export function keptKey(): RegistryKey[] | null {
  try {
    const kept = localStorage.getItem(KEPT_KEY)
    return kept ? toKeys(JSON.parse(kept) as Kept) : null
  } catch {
    return null
  }
}

async function fetchKey(signal?: AbortSignal): Promise<RegistryKey[]> {
  try {
    const published = unwrap(await api.GET('/api/verify/key', { signal }))
    const retired = published.retired.map(({ key_id, public_key }) => ({ key_id, public_key }))
    const kept: Kept = { public_key: published.public_key, key_id: published.key_id, retired }
    const keys = toKeys(kept)
    if (keys) {
      localStorage.setItem(KEPT_KEY, JSON.stringify(kept))
      return keys
    }
  } catch (error) {
    const known = servedKey() ?? keptKey()
    if (known) return known
    throw error
  }
  throw new Error('not an Ed25519 public key')
}

/** The keys to check with (the current one first): the page's (or else the kept ones) at once, replaced by the
 * registry's when it answers. */
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
