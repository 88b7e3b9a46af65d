import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import RegisterPage from './register-page'

vi.setConfig({ testTimeout: 20_000 })

type Row = components['schemas']['RegisterRow']

function row(id: number, over: Partial<Row>): Row {
  return {
    id,
    serial: `CTM-2026-0000${id}`,
    person_id: id,
    person_name: `Person ${id}`,
    barangay: 'Ajos',
    purpose_kind: 'scholarship',
    purpose: null,
    issued_on: '2026-03-01',
    issued_by_name: 'Datu Malaya',
    revoked_on: null,
    revoke_reason: null,
    erased_on: null,
    ...over,
  }
}

const ROWS = [
  row(3, { person_name: 'Ligaya Bautista', purpose_kind: 'other', purpose: 'Cooperative membership' }),
  row(2, { person_name: 'Tala Dumagat', barangay: 'Bolo', purpose_kind: 'pnp', revoked_on: '2026-03-09', revoke_reason: 'Issued in error' }),
  row(1, { person_name: null, erased_on: '2026-03-10', revoked_on: '2026-03-10', revoke_reason: "The person's record was purged." }),
]

/** The server: the register answers ROWS; each request's query is kept. */
function server() {
  const asked: string[] = []
  answerByPath({
    '/api/certificate-register': (url) => {
      asked.push(url.search)
      return { items: ROWS, total: 3, page: 1, page_size: 50 }
    },
    '/api/reference': () => ({ barangays: ['Ajos', 'Bolo'], lineages: [], civil_statuses: [], genders: [], education_levels: [] }),
  })
  return asked
}

beforeEach(async () => {
  await i18n.changeLanguage('en')
})

it('lists the certificates with the count, each purpose and status, and links a serial for the Chieftain', async () => {
  server()
  renderRoutes([{ path: '/certificates', element: <RegisterPage /> }], { path: '/certificates', session: sessionAs('chieftain') })
  expect(await screen.findByText('3 certifications', {}, FIRST_DATA)).toHaveAttribute('role', 'status')
  const table = screen.getByRole('table')
  const lines = within(table).getAllByRole('row').slice(1).map((tr) => tr.textContent)
  expect(lines).toEqual([
    '1CTM-2026-00003Ligaya BautistaAjosCooperative membershipDatu MalayaMarch 1, 2026Valid',
    '2CTM-2026-00002Tala DumagatBoloPNP applicationDatu MalayaMarch 1, 2026Revoked on March 9, 2026 — Issued in error',
    '3CTM-2026-00001ErasedAjosScholarshipDatu MalayaMarch 1, 2026Revoked on March 10, 2026',
  ])
  expect(screen.getByRole('link', { name: 'CTM-2026-00003' })).toHaveAttribute('href', '/certifications/3')
})

it('filters from the address and sends the same filters to the export and the print page', async () => {
  const asked = server()
  const user = userEvent.setup()
  renderRoutes([{ path: '/certificates', element: <RegisterPage /> }], {
    path: '/certificates?date_from=2026-02-01&barangay=Bolo',
    session: sessionAs('ipmr'),
  })
  await screen.findByText('Tala Dumagat', {}, FIRST_DATA)
  expect(asked.at(-1)).toBe('?date_from=2026-02-01&barangay=Bolo&page=1&page_size=50')
  expect(screen.queryByRole('link', { name: 'CTM-2026-00003' })).not.toBeInTheDocument() // the IPMR reads the line
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Revoked')
  await waitFor(() => expect(asked.at(-1)).toBe('?date_from=2026-02-01&barangay=Bolo&status=revoked&page=1&page_size=50'))
  expect(screen.getByRole('link', { name: 'Export (CSV)' })).toHaveAttribute(
    'href',
    '/api/certificate-register/export?date_from=2026-02-01&barangay=Bolo&status=revoked&format=csv',
  )
  expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/certificates/print?date_from=2026-02-01&barangay=Bolo&status=revoked')
})

it('says at the field when the "to" date is before the "from" date, instead of a silent 0', async () => {
  server()
  const user = userEvent.setup()
  renderRoutes([{ path: '/certificates', element: <RegisterPage /> }], {
    path: '/certificates?date_from=2026-03-10',
    session: sessionAs('ipmr'),
  })
  const to = await screen.findByLabelText('Issued to', {}, FIRST_DATA)
  expect(to).not.toHaveAccessibleDescription()
  await user.type(to, '2026-03-01')
  expect(to).toHaveAttribute('aria-invalid', 'true')
  expect(to).toHaveAccessibleDescription('This date is before “Issued from”: no certificate was issued between them.')
})

it('speaks Filipino', async () => {
  server()
  await i18n.changeLanguage('fil')
  renderRoutes([{ path: '/certificates', element: <RegisterPage /> }], { path: '/certificates', session: sessionAs('ipmr') })
  expect(await screen.findByText('3 sertipikasyon', {}, FIRST_DATA)).toHaveAttribute('role', 'status')
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Talaan ng mga sertipiko')
  expect(screen.getByRole('combobox', { name: 'Layunin' })).toBeInTheDocument()
  expect(within(screen.getByRole('table')).getByText('Aplikasyon sa PNP')).toBeInTheDocument()
})
