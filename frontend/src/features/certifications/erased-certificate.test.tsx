/**
 * A certificate whose person was purged (issue 20): the API sends its personal values as null, revoked and
 * with `erased_on`. The public verify page and the Chieftain's certificate say the name was erased, in English
 * and in Filipino, never an empty line, a "Not recorded" or the reason's English text.
 */
import { screen } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import type { Certificate, VerifiedCertification } from './api/types'
import CertificatePage from './certificate-page'
import VerifyPage from './verify-page'

vi.setConfig({ testTimeout: 20_000 })

const VERIFIED: VerifiedCertification = {
  serial: 'CTM-2026-00007',
  person_name: null,
  issued_on: '2026-03-02',
  revoked_on: '2026-11-25',
}

const ERASED: Certificate = {
  id: 7,
  serial: 'CTM-2026-00007',
  purpose_kind: 'other',
  purpose: null,
  issued_on: '2026-03-02',
  issued_by_name: 'Datu Ramon Lagdameo',
  revoked_on: '2026-11-25',
  revoke_reason: "The person's record was purged.",
  person_id: null,
  person_name: null,
  date_of_birth: null,
  barangay: null,
  tribe: null,
  father: null,
  mother: null,
  issued_at: '2026-03-02T01:00:00Z',
  erased_on: '2026-11-25',
  photo_url: null,
  community_name: 'Indigenous Peoples of Catanauan, Quezon',
  verify_url: 'http://localhost/verify/abc',
  signed_payload: 'KR1.e30.AA',
  qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
  affiants: [],
  public_url_is_loopback: false,
}

beforeEach(() => {
  answerByPath({ '/api/verify/abc': () => VERIFIED, '/api/certifications/7': () => ERASED })
})

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const verifyPage = () => renderRoutes([{ path: '/verify/:code', element: <VerifyPage /> }], { path: '/verify/abc' })
const certificatePage = () =>
  renderRoutes([{ path: '/certifications/:id', element: <CertificatePage /> }], { path: '/certifications/7' })

/** The verify page's list: each term with what it says. */
const verifyDetails = () =>
  Array.from(document.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])

describe('the verify page of a purged person’s certificate', () => {
  it('says revoked, with the serial, the issue date and that the name was erased', async () => {
    verifyPage()
    expect(await screen.findByText('Revoked on November 25, 2026', {}, FIRST_DATA)).toHaveAttribute('role', 'status')
    expect(verifyDetails()).toEqual([
      ['Serial No.', 'CTM-2026-00007'],
      ['Name', 'Name erased: the record was purged'],
      ['Date issued', 'March 2, 2026'],
    ])
  })

  it('says so in Filipino', async () => {
    await i18n.changeLanguage('fil')
    verifyPage()
    expect(await screen.findByText(/^Binawi noong .*2026$/, {}, FIRST_DATA)).toHaveAttribute('role', 'status')
    expect(verifyDetails()).toEqual([
      ['Serial Blg.', 'CTM-2026-00007'],
      ['Pangalan', 'Nabura ang pangalan: tuluyang binura ang talaan'],
      ['Petsa ng paglabas', expect.stringContaining('2026')],
    ])
  })
})

describe('the certificate page of a purged person', () => {
  it('shows the erased state where the values were, and no photo', async () => {
    certificatePage()
    await screen.findByRole('heading', { name: i18n.t('certifications:certificate.heading') }, FIRST_DATA)
    const notices = screen.getAllByRole('status')
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'Revoked on November 25, 2026',
      "The person's record was purged on November 25, 2026: this certification's personal values were erased, and it is no longer valid.",
    ])
    expect(screen.getByText('Name erased: the record was purged')).toBeInTheDocument()
    expect(verifyDetails()).toEqual([
      ['Date of Birth', 'Erased'],
      ['Barangay', 'Erased'],
      ['Tribe', 'Erased'],
      ['Father', 'Erased'],
      ['Mother', 'Erased'],
    ])
    expect(screen.getByText("The purpose of this certification was erased with the person's record.")).toBeInTheDocument()
    expect(screen.getByText('Serial No. CTM-2026-00007')).toBeInTheDocument()
    expect(screen.getByText('Datu Ramon Lagdameo')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Photo of/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull()
  })

  it('shows it in Filipino, without the English reason', async () => {
    await i18n.changeLanguage('fil')
    certificatePage()
    await screen.findByRole('heading', { name: i18n.t('certifications:certificate.heading') }, FIRST_DATA)
    const notices = screen.getAllByRole('status')
    expect(notices[1]).toHaveTextContent(/^Tuluyang binura ang talaan ng tao noong .*2026: nabura ang mga personal/)
    expect(document.body).not.toHaveTextContent('purged')
    expect(screen.getByText('Nabura ang pangalan: tuluyang binura ang talaan')).toBeInTheDocument()
    expect(verifyDetails().map(([, value]) => value)).toEqual(['Nabura', 'Nabura', 'Nabura', 'Nabura', 'Nabura'])
    expect(screen.getByText('Nabura ang layunin ng sertipikasyong ito kasama ng talaan ng tao.')).toBeInTheDocument()
  })
})
