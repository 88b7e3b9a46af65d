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
      '/api/verify/key': () => ({ public_key: base64(key.publicKey), key_id: 'ours-kid', pem: '' }),
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
    expect(JSON.parse(localStorage.getItem(KEPT_KEY)!)).toEqual({ public_key: base64(key.publicKey), key_id: 'ours-kid' })

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
