/**
 * /verify/scan: the registry's key fetched and kept on the device, a pasted QR text checked with it (also
 * when the registry cannot be reached), the paper's values shown only when valid, and the revocation asked.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import { KEPT_KEY } from './registry-key'
import ScanPage from './scan-page'
import { PAYLOAD, registry, signed } from './test-signing'

vi.setConfig({ testTimeout: 20_000 })

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const scanPage = () => renderRoutes([{ path: '/verify/scan', element: <ScanPage /> }], { path: '/verify/scan' })
const offline = () => {
  throw new TypeError('Failed to fetch')
}

afterEach(() => localStorage.removeItem(KEPT_KEY))

async function paste(text: string) {
  const user = userEvent.setup()
  const field = await screen.findByRole('textbox', { name: 'QR code text' }, FIRST_DATA)
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
  await user.keyboard('{Enter}')
}

describe('the offline verifier', () => {
  it('checks a pasted text with the registry’s key, shows the paper and asks about revocation', async () => {
    const { secret, key } = await registry('ours-kid')
    answerByPath({
      '/api/verify/key': () => ({ public_key: base64(key.publicKey), key_id: 'ours-kid', pem: '', retired: [] }),
      [`/api/verify/${PAYLOAD.c}`]: () => ({ serial: PAYLOAD.s, person_name: PAYLOAD.n, issued_on: PAYLOAD.d, revoked_on: '2026-11-29' }),
    })
    scanPage()
    expect(await screen.findByText("This device holds the registry's key ours-kid.", {}, FIRST_DATA)).toBeInTheDocument()
    await paste(await signed(secret))
    expect(await screen.findByText('Ligaya Reyes Bautista')).toBeInTheDocument()
    expect(screen.getByText('Agta')).toBeInTheDocument()
    expect(await screen.findByText('Revoked on November 29, 2026')).toBeInTheDocument()
    // A revoked paper's verdict is "Revoked" in the headline, never the green "Signature valid".
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Revoked$/)
    expect(screen.getByText('The signature is genuine, but the registry revoked this certificate: it is no longer valid.')).toBeInTheDocument()
    expect(screen.queryByText('Signature valid')).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(KEPT_KEY)!)).toEqual({ public_key: base64(key.publicKey), key_id: 'ours-kid', retired: [] })

    const text = await signed(secret)
    await paste(text.slice(0, 30) + (text[30] === 'A' ? 'B' : 'A') + text.slice(31))
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Not valid')
    expect(screen.queryByText('Ligaya Reyes Bautista')).not.toBeInTheDocument()
  })

  it('checks with the kept key when the registry cannot be reached', async () => {
    const { secret, key } = await registry('ours-kid')
    localStorage.setItem(KEPT_KEY, JSON.stringify({ public_key: base64(key.publicKey), key_id: 'ours-kid' }))
    answerByPath({ '/api/verify/key': offline, [`/api/verify/${PAYLOAD.c}`]: offline })
    scanPage()
    await paste(await signed(secret))
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Signature valid')
    expect(await screen.findByText('Could not ask the registry whether it was revoked.')).toBeInTheDocument()
  })

  it('checks with the key built into the page the registry served, never fetched or kept', async () => {
    const { secret, key } = await registry('page-kid')
    const meta = document.createElement('meta')
    meta.name = 'katutubo-certificate-key'
    meta.content = `page-kid.${base64(key.publicKey)}`
    document.head.append(meta)
    try {
      answerByPath({ '/api/verify/key': offline, [`/api/verify/${PAYLOAD.c}`]: offline })
      scanPage()
      expect(await screen.findByText("This device holds the registry's key page-kid.", {}, FIRST_DATA)).toBeInTheDocument()
      await paste(await signed(secret))
      expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Signature valid')
      expect(localStorage.getItem(KEPT_KEY)).toBeNull()
    } finally {
      meta.remove()
    }
  })

  it('accepts a paper signed by a key the registry retired, fetched and then kept on the device', async () => {
    const current = await registry('next-kid')
    const retired = await registry('ours-kid')
    const published = {
      public_key: base64(current.key.publicKey),
      key_id: 'next-kid',
      pem: '',
      retired: [{ key_id: 'ours-kid', public_key: base64(retired.key.publicKey), retired_on: '2026-12-01' }],
    }
    answerByPath({ '/api/verify/key': () => published, [`/api/verify/${PAYLOAD.c}`]: offline })
    scanPage()
    expect(await screen.findByText("This device holds the registry's key next-kid.", {}, FIRST_DATA)).toBeInTheDocument()
    await paste(await signed(retired.secret))
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Signature valid')
    expect(screen.getByText('Ligaya Reyes Bautista')).toBeInTheDocument()
    // Another registry's key is still recognised as such.
    const theirs = await registry('their-kid')
    await paste(await signed(theirs.secret, { ...PAYLOAD, k: 'their-kid' }))
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Signed by another registry')
    expect(JSON.parse(localStorage.getItem(KEPT_KEY)!)).toEqual({
      public_key: base64(current.key.publicKey),
      key_id: 'next-kid',
      retired: [{ key_id: 'ours-kid', public_key: base64(retired.key.publicKey) }],
    })
  })

  it('accepts a paper signed by a retired key the page carries, with no connection', async () => {
    const current = await registry('next-kid')
    const retired = await registry('ours-kid')
    const meta = document.createElement('meta')
    meta.name = 'katutubo-certificate-key'
    meta.content = `next-kid.${base64(current.key.publicKey)} ours-kid.${base64(retired.key.publicKey)}`
    document.head.append(meta)
    try {
      answerByPath({ '/api/verify/key': offline, [`/api/verify/${PAYLOAD.c}`]: offline })
      scanPage()
      expect(await screen.findByText("This device holds the registry's key next-kid.", {}, FIRST_DATA)).toBeInTheDocument()
      await paste(await signed(retired.secret))
      expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Signature valid')
    } finally {
      meta.remove()
    }
  })

  it('says the key is missing when it was never kept and the registry cannot be reached', async () => {
    answerByPath({ '/api/verify/key': offline })
    scanPage()
    expect(
      await screen.findByText(
        "This device does not hold the registry's key yet: open this page once with a connection.",
        {},
        FIRST_DATA,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'QR code text' })).not.toBeInTheDocument()
  })
})

describe('the online comparison with the registry’s record', () => {
  const record = { serial: PAYLOAD.s, person_name: PAYLOAD.n, issued_on: PAYLOAD.d, revoked_on: null }

  async function scanAgainst(answer: object, payload: object = PAYLOAD) {
    const { secret, key } = await registry('ours-kid')
    localStorage.setItem(KEPT_KEY, JSON.stringify({ public_key: base64(key.publicKey), key_id: 'ours-kid' }))
    answerByPath({ '/api/verify/key': offline, [`/api/verify/${PAYLOAD.c}`]: () => answer })
    scanPage()
    await paste(await signed(secret, payload))
  }

  it('reads "Signature valid" for a genuine paper the registry’s record matches', async () => {
    await scanAgainst(record)
    expect(await screen.findByText('Not revoked: the registry confirms it.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Signature valid$/)
  })

  it('says a forged paper reusing a genuine code with another name does not match the record', async () => {
    await scanAgainst(record, { ...PAYLOAD, n: 'Maria Santos' })
    expect(await screen.findByText("Name: the registry's record says Ligaya Reyes Bautista")).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^This paper does not match the registry's record$/)
    expect(screen.queryByText('Signature valid')).not.toBeInTheDocument()
    expect(screen.queryByText(/^Serial No.: /)).not.toBeInTheDocument()
  })

  it('names each of serial and issue date that differ', async () => {
    await scanAgainst({ ...record, serial: 'CTM-2026-00008', issued_on: '2026-11-27' })
    expect(await screen.findByText("Serial No.: the registry's record says CTM-2026-00008")).toBeInTheDocument()
    expect(screen.getByText("Date issued: the registry's record says November 27, 2026")).toBeInTheDocument()
    expect(screen.queryByText(/^Name: /)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^This paper does not match the registry's record$/)
  })

  it('does not call a purged person’s erased name a mismatch', async () => {
    await scanAgainst({ ...record, person_name: null, revoked_on: '2026-11-30' })
    expect(await screen.findByText('Revoked on November 30, 2026')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Revoked$/)
  })
})
