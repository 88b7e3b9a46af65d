/**
 * KATUTUBO_PUBLIC_URL unset (issue 21, item 22): the IPMR's administration area says where emails and
 * certificates point, in English and in Filipino, when the session carries that address (the server gives it
 * to the IPMR alone); nothing is said when it does not.
 */
import { screen } from '@testing-library/react'

import { answerFetch } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { routes } from './router'

vi.mock('@/lib/captcha/load-altcha', () => ({}))
vi.setConfig({ testTimeout: 20_000 })

const LOOPBACK = { ...sessionAs('ipmr'), loopback_public_url: 'http://127.0.0.1:8000' }

const ENGLISH =
  "Links in emails, and the address and QR code on certificates, lead to http://127.0.0.1:8000, which only the registry's own computer can open. Set the registry's public address (KATUTUBO_PUBLIC_URL) to the address people use to reach it, then restart the registry."
const FILIPINO =
  'Ang mga link sa mga email, at ang address at QR code sa mga sertipiko, ay papunta sa http://127.0.0.1:8000, na mabubuksan lamang sa sariling computer ng registry. Itakda ang pampublikong address ng registry (KATUTUBO_PUBLIC_URL) sa address na ginagamit ng mga tao para marating ito, saka i-restart ang registry.'

beforeEach(() => answerFetch(() => new Promise(() => {}))) // the screens' own data: still on its way

describe('the notice of an unset public address', () => {
  it.each(['/admin', '/admin/users'])('tells the IPMR on %s where the links lead', async (path) => {
    renderRoutes(routes, { path, session: LOOPBACK })
    expect(await screen.findByRole('note')).toHaveTextContent(ENGLISH)
  })

  it('says it in Filipino to an IPMR whose account is in Filipino', async () => {
    const inFilipino = LOOPBACK.user && { ...LOOPBACK.user, language: 'fil' as const }
    renderRoutes(routes, { path: '/admin', session: { ...LOOPBACK, user: inFilipino } })
    expect(await screen.findByRole('note')).toHaveTextContent(FILIPINO)
  })

  it.each(['/admin', '/admin/users'])('says nothing on %s once the public address is set', async (path) => {
    renderRoutes(routes, { path, session: sessionAs('ipmr') })
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })
})
