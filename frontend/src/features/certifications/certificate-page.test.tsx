/**
 * The certificate screen (issue 21, item 20 and 22): links back to the person and to the list, the wording of
 * what it certifies, and a notice when its printed address and QR code lead only to the server's own computer
 * (KATUTUBO_PUBLIC_URL unset), in English and in Filipino.
 */
import { screen } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import type { Certificate } from './api/types'
import CertificatePage from './certificate-page'

vi.setConfig({ testTimeout: 20_000 })

const CERT: Certificate = {
  id: 7,
  serial: 'CTM-2026-00007',
  purpose_kind: 'other',
  purpose: 'Scholarship application',
  issued_on: '2026-03-02',
  issued_by_name: 'Datu Ramon Lagdameo',
  revoked_on: null,
  revoke_reason: null,
  person_id: 42,
  person_name: 'Ligaya Reyes Bautista',
  date_of_birth: '1990-05-17',
  barangay: 'Ajos',
  tribe: 'Agta',
  father: 'Pedro Bautista',
  mother: 'Maria Reyes',
  issued_at: '2026-03-02T01:00:00Z',
  erased_on: null,
  photo_url: null,
  community_name: 'Indigenous Peoples of Catanauan, Quezon',
  verify_url: 'http://127.0.0.1:8000/verify/abc',
  signed_payload: 'KR1.e30.AA',
  qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
  affiants: [],
  public_url_is_loopback: true,
}

let cert: Certificate

beforeEach(() => {
  cert = CERT
  answerByPath({ '/api/certifications/7': () => cert })
})

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const certificatePage = () =>
  renderRoutes([{ path: '/certifications/:id', element: <CertificatePage /> }], { path: '/certifications/7' })

describe('the certificate screen', () => {
  it('links back to the person and to the list', async () => {
    certificatePage()
    const back = await screen.findByRole('link', { name: 'Back to Ligaya Reyes Bautista' }, FIRST_DATA)
    expect(back).toHaveAttribute('href', '/super-admin?profile=42')
    expect(screen.getByRole('link', { name: "Back to the Chieftain's list" })).toHaveAttribute('href', '/super-admin')
    expect(screen.getByRole('navigation', { name: 'Back' })).toBeInTheDocument()
  })

  it('says plainly what it certifies', async () => {
    certificatePage()
    expect(
      await screen.findByText('is a member of the Indigenous Peoples of Catanauan, Quezon, as recorded in the Katutubo Registry.', {}, FIRST_DATA),
    ).toBeInTheDocument()
  })

  it('warns when its address and QR code lead only to the server’s own computer', async () => {
    certificatePage()
    expect(await screen.findByRole('note', {}, FIRST_DATA)).toHaveTextContent(
      "The address and QR code on this certificate lead to http://127.0.0.1:8000, which only the registry's own computer can open: a scan will not verify it. Before printing, ask your administrator to set the registry's public address (KATUTUBO_PUBLIC_URL).",
    )
  })

  it('says nothing of the address when the registry has its public address', async () => {
    cert = { ...CERT, public_url_is_loopback: false, verify_url: 'https://registry.example.ph/verify/abc' }
    certificatePage()
    await screen.findByRole('link', { name: 'Back to Ligaya Reyes Bautista' }, FIRST_DATA)
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('says all of it in Filipino', async () => {
    await i18n.changeLanguage('fil')
    certificatePage()
    expect(await screen.findByRole('link', { name: 'Bumalik kay Ligaya Reyes Bautista' }, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Bumalik sa listahan ng mga katutubo' })).toBeInTheDocument()
    expect(screen.getByText('ay kasapi ng Indigenous Peoples of Catanauan, Quezon, ayon sa nakatala sa Katutubo Registry.')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(/^Ang address at QR code sa sertipikong ito ay papunta sa http:\/\/127\.0\.0\.1:8000,/)
  })
})
