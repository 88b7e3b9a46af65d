import { describe, expect, it } from 'vitest'

import { PAYLOAD, registry, signed } from './test-signing'
import { checkQr, decodeBase64Url, encodeBase64Url } from './verify-qr'

describe('checkQr', () => {
  it('says a text this registry signed is valid, with what the paper says', async () => {
    const { secret, key } = await registry('ours-kid')
    const text = await signed(secret)
    const checked = await checkQr(text, [key])
    expect(checked.verdict).toBe('valid')
    expect(checked.certificate).toEqual({
      keyId: 'ours-kid',
      serial: 'CTM-2026-00007',
      name: 'Ligaya Reyes Bautista',
      dateOfBirth: '1990-05-17',
      tribe: 'Agta',
      barangay: 'Ajos',
      issuedOn: '2026-11-28',
      code: 'abcDEF123_-xyz',
    })
    // The whole address a QR code holds: the text is its fragment.
    expect((await checkQr(`https://registry.example/verify/abc#${text}`, [key])).verdict).toBe('valid')
  })

  it('says any changed character is not valid, and shows nothing of it', async () => {
    const { secret, key } = await registry('ours-kid')
    const text = await signed(secret)
    for (let i = 4; i < text.length; i++) {
      if (text[i] === '.') continue
      const changed = text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1)
      const checked = await checkQr(changed, [key])
      expect(checked.verdict, `character ${i}`).not.toBe('valid')
      expect(checked.certificate).toBeNull()
    }
  })

  it('says a truncated text or garbage is not valid, never throwing', async () => {
    const { secret, key } = await registry('ours-kid')
    const text = await signed(secret)
    const bad = [text.slice(0, -1), text.slice(0, -20), text.slice(0, text.length / 2), 'KR1.', '', 'garbage']
    bad.push('KR1.a.b.c', 'KR2' + text.slice(3), '😀'.repeat(50), `KR1.${encodeBase64Url(new TextEncoder().encode('[1]'))}.AA`)
    bad.push(await signed(secret, { ...PAYLOAD, s: 7 }), await signed(secret, { ...PAYLOAD, extra: 'x' }))
    for (const text of bad) expect(await checkQr(text, [key]), text).toEqual({ verdict: 'notValid', certificate: null })
  })

  it('recognises a text signed with another registry’s key', async () => {
    const ours = await registry('ours-kid')
    const theirs = await registry('their-kid')
    const foreign = await signed(theirs.secret, { ...PAYLOAD, k: 'their-kid' })
    expect(await checkQr(foreign, [ours.key])).toEqual({ verdict: 'otherRegistry', certificate: null })
    expect((await checkQr(foreign, [theirs.key])).verdict).toBe('valid')
  })

  it('takes a text signed with a retired key of the registry', async () => {
    const current = await registry('next-kid')
    const retired = await registry('ours-kid')
    const before = await signed(retired.secret)
    expect((await checkQr(before, [current.key, retired.key])).verdict).toBe('valid')
    expect(await checkQr(before, [current.key])).toEqual({ verdict: 'otherRegistry', certificate: null })
  })
})

describe('decodeBase64Url', () => {
  it('takes only the canonical spelling', () => {
    expect(decodeBase64Url('AQI')).toEqual(new Uint8Array([1, 2]))
    expect(decodeBase64Url('AQJ')).toBeNull() // the same bytes, a final character base64 would ignore
    expect(decodeBase64Url('AQI=')).toBeNull()
    expect(decodeBase64Url('A')).toBeNull()
  })
})
