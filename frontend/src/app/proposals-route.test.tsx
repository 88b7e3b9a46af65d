import 'fake-indexeddb/auto'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { callsTo, resetRoutes, route } from '@/features/people/test/fake-api'
import { defaultRoutes, makePerson } from '@/features/people/test/fixtures'
import { renderWithProviders } from '@/features/people/test/render'
import { i18n } from '@/lib/i18n'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import ProposalsRoute from './proposals-route'
import { routes } from './router'

vi.setConfig({ testTimeout: 30_000 })

function encoderSession() {
  const session = sessionAs('encoder')
  return { ...session, user: { ...session.user!, barangays: ['Ajos', 'Tuhian'] } }
}

type State = 'draft' | 'submitted' | 'approved' | 'rejected' | 'withdrawn'

function proposal(id: number, state: State, over: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'add',
    state,
    person_id: null,
    person_name: `Person ${id}`,
    barangay: 'Ajos',
    base_version: null,
    author: { id: 1, display_name: 'Test encoder' },
    decided_by: state === 'approved' || state === 'rejected' ? { id: 9, display_name: 'Ligaya Ramos' } : null,
    decided_at: state === 'approved' || state === 'rejected' ? '2026-11-25T05:00:00Z' : null,
    reason: state === 'rejected' ? 'The birth date is wrong; ask the family again.' : null,
    submitted_at: '2026-11-25T03:00:00Z',
    created_at: '2026-11-25T03:00:00Z',
    updated_at: '2026-11-25T03:00:00Z',
    client_id: null,
    has_photo: false,
    ...over,
  }
}

const ITEMS = [
  proposal(5, 'rejected', { kind: 'edit', person_id: 1, base_version: 3, person_name: 'Dela Cruz, Juan' }),
  proposal(4, 'submitted', { person_name: 'Santos, Maria' }),
  proposal(3, 'approved', { kind: 'delete', person_id: 2, person_name: 'Reyes, Ana' }),
  proposal(2, 'withdrawn', { person_name: 'Bituin, Tala' }),
  proposal(1, 'draft', { person_name: 'Dalisay, Amihan', barangay: 'Tuhian' }),
]

const juan = makePerson({ id: 1, first_name: 'Juan', last_name: 'Dela Cruz', occupation: 'Farmer', version: 3 })

function serve() {
  defaultRoutes('user')
  route('GET', '/api/session', { body: encoderSession() })
  route('GET', '/api/proposals', { body: { items: ITEMS, total: ITEMS.length, page: 1, page_size: 20 } })
  route('GET', '/api/proposals/5', {
    body: {
      ...ITEMS[0],
      values: { ...juan, occupation: 'Fisher', id: undefined, version: undefined },
      current: juan,
      changed: ['occupation'],
      current_has_photo: false,
      duplicates: [],
    },
  })
  route('PUT', '/api/proposals/5', { body: { ...ITEMS[0], state: 'submitted', reason: null } })
  route('POST', '/api/proposals/4/withdraw', { body: { ...ITEMS[1], state: 'withdrawn' } })
}

function row(name: string): HTMLElement {
  return screen.getByText(name).closest('li')!
}

beforeEach(() => resetRoutes())
afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('My proposals', () => {
  it("shows each proposal's kind, person, barangay and state, and a rejection's reason", async () => {
    serve()
    renderWithProviders(<ProposalsRoute />)
    expect(await screen.findByRole('heading', { level: 1, name: 'My proposals' })).toBeInTheDocument()
    await screen.findByText('Dela Cruz, Juan')
    const rejected = row('Dela Cruz, Juan')
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument()
    expect(within(rejected).getByText('Edit')).toBeInTheDocument()
    expect(within(rejected).getByText('Reason for the rejection: The birth date is wrong; ask the family again.')).toBeInTheDocument()
    expect(within(rejected).getByText(/^Rejected by Ligaya Ramos, /)).toBeInTheDocument()
    expect(within(row('Santos, Maria')).getByText('Submitted')).toBeInTheDocument()
    expect(within(row('Reyes, Ana')).getByText('Approved')).toBeInTheDocument()
    expect(within(row('Reyes, Ana')).getByText('Delete')).toBeInTheDocument()
    expect(within(row('Bituin, Tala')).getByText('Withdrawn')).toBeInTheDocument()
    expect(within(row('Dalisay, Amihan')).getByText('Draft')).toBeInTheDocument()
    expect(within(row('Dalisay, Amihan')).getByText('Barangay: Tuhian')).toBeInTheDocument()
    // Only a rejected one is corrected and sent again; only one not decided yet is withdrawn.
    expect(screen.getAllByRole('button', { name: /^Edit and resubmit/ })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: /^Withdraw/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Withdraw the proposal for Santos, Maria',
      'Withdraw the proposal for Dalisay, Amihan',
    ])
  })

  it('shows the states in Filipino', async () => {
    await i18n.changeLanguage('fil')
    serve()
    renderWithProviders(<ProposalsRoute />)
    await screen.findByText('Dela Cruz, Juan')
    expect(screen.getByRole('heading', { level: 1, name: 'Aking mga mungkahi' })).toBeInTheDocument()
    for (const state of ['Tinanggihan', 'Naipadala', 'Inaprubahan', 'Binawi', 'Borador']) {
      expect(screen.getAllByText(state).length).toBeGreaterThan(0)
    }
  })

  it('opens a rejected proposal in the person form with its values; Update resubmits them', async () => {
    const user = userEvent.setup({ delay: null })
    serve()
    renderWithProviders(<ProposalsRoute />)
    await user.click(await screen.findByRole('button', { name: 'Edit and resubmit the proposal for Dela Cruz, Juan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit IP Information' })
    const occupation = await within(dialog).findByLabelText('Occupation')
    expect(occupation).toHaveValue('Fisher')
    expect(within(dialog).getByLabelText('Last Name')).toHaveValue('Dela Cruz')
    await user.clear(occupation)
    await user.type(occupation, 'Fisherman')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    expect(await screen.findByText('Sent to the IPMR for approval.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit IP Information' })).not.toBeInTheDocument())
    const [sent] = callsTo('PUT', '/api/proposals/5')
    expect(sent.body).toEqual({ values: expect.objectContaining({ occupation: 'Fisherman', last_name: 'Dela Cruz' }), submit: true })
    expect(callsTo('POST', '/api/proposals')).toHaveLength(0)
    expect(callsTo('PUT', '/api/people/1')).toHaveLength(0)
    // My proposals is read again (now submitted).
    await waitFor(() => expect(callsTo('GET', '/api/proposals').length).toBeGreaterThan(1))
  })

  it('withdraws a submitted proposal after asking; No keeps it', async () => {
    const user = userEvent.setup({ delay: null })
    serve()
    renderWithProviders(<ProposalsRoute />)
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the proposal for Santos, Maria' })
    await user.click(withdraw)
    let question = screen.getByRole('alertdialog', { name: 'Withdraw the proposal?' })
    expect(question).toHaveTextContent('Withdraw the proposal for Santos, Maria? The IPMR will no longer see it')
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }))
    expect(callsTo('POST', '/api/proposals/4/withdraw')).toHaveLength(0)
    await waitFor(() => expect(withdraw).toHaveFocus())

    await user.keyboard('{Enter}')
    question = screen.getByRole('alertdialog', { name: 'Withdraw the proposal?' })
    await user.click(within(question).getByRole('button', { name: 'Yes, withdraw' }))
    expect(await screen.findByText('Proposal withdrawn.')).toBeInTheDocument()
    expect(callsTo('POST', '/api/proposals/4/withdraw')).toHaveLength(1)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

describe('who may open My proposals', () => {
  it('an encoder sees it in the header; others do not, and opening it is unauthorized', async () => {
    answerSession('encoder')
    const encoder = renderRoutes(routes, { path: '/account', session: encoderSession() })
    expect(await screen.findByRole('link', { name: 'My proposals' })).toHaveAttribute('href', '/proposals')
    encoder.unmount()

    for (const role of ['ipmr', 'chieftain', 'user'] as const) {
      answerSession(role)
      const view = renderRoutes(routes, { path: '/proposals', session: sessionAs(role) })
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/unauthorized'))
      expect(screen.queryByRole('link', { name: 'My proposals' })).not.toBeInTheDocument()
      view.unmount()
    }
  })
})

function answerSession(role: 'encoder' | 'ipmr' | 'chieftain' | 'user') {
  resetRoutes()
  route('GET', '/api/session', { body: role === 'encoder' ? encoderSession() : sessionAs(role) })
}
