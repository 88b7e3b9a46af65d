/** Tests only: a registry's key pair and the QR text it signs, as the backend writes it
 * (backend/katutubo/certifications/signed_qr.py). */
import { getPublicKeyAsync, signAsync, utils } from '@noble/ed25519'

import { encodeBase64Url, type RegistryKey } from './verify-qr'

export const PAYLOAD = {
  k: 'ours-kid',
  s: 'CTM-2026-00007',
  n: 'Ligaya Reyes Bautista',
  b: '1990-05-17',
  t: 'Agta',
  g: 'Ajos',
  d: '2026-11-28',
  c: 'abcDEF123_-xyz',
}

export async function registry(keyId: string): Promise<{ secret: Uint8Array; key: RegistryKey }> {
  const secret = utils.randomSecretKey()
  return { secret, key: { publicKey: await getPublicKeyAsync(secret), keyId } }
}

export async function signed(secret: Uint8Array, payload: object = PAYLOAD): Promise<string> {
  const head = `KR1.${encodeBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}`
  return `${head}.${encodeBase64Url(await signAsync(new TextEncoder().encode(head), secret))}`
}
