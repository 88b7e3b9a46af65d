import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { jsonResponse } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import type { Account } from './api/get-users'
import UsersPage from './users-page'

vi.setConfig({ testTimeout: 20_000 })

const KEEP_ONE_IPMR = 'The registry must keep at least one active IPMR.'

function account(id: number, over: Partial<Account>): Account {
  return {
    id,
    email: `person${id}@example.com`,
    display_name: `Person ${id}`,
    role: 'chieftain',
    role_label: 'Chieftain',
    status: 'active',
    created_at: '2026-03-01T08:00:00Z',
    last_login_at: null,
    barangays: [],
    ...over,
  }
}

/** The signed-in IPMR is id 1 (sessionAs); the server lists pending accounts first. */
const ACCOUNTS = [
  account(5, { display_name: 'Rosa Lim', email: 'rosa@example.com', role: 'ipmr', role_label: 'IPMR', status: 'pending' }),
  account(1, { display_name: 'Test ipmr', email: 'ipmr@example.com', role: 'ipmr', role_label: 'IPMR', last_login_at: '2026-03-02T09:30:00Z' }),
  account(3, { display_name: 'Datu Malaya', email: 'datu@example.com' }),
  account(4, { display_name: 'Ana Santos', email: 'ana@example.com', role: 'user', role_label: 'user', status: 'disabled' }),
  account(6, { display_name: 'Lito Cruz', email: 'lito@example.com', role: 'encoder', role_label: 'Encoder', barangays: ['Ajos', 'Bolo'] }),
]

/** The app's barangay list (GET /api/reference), the picker's choices. */
const BARANGAYS = ['Ajos', 'Anusan', 'Bolo', 'Camandiison', 'San Roque']

interface Sent {
  method: string
  path: string
  query: string
  body: unknown
}

/** The server: GET /api/admin/users answers `ACCOUNTS`; each POST answers `post(path)` (default: the account). */
function server(post: (path: string) => Response = () => jsonResponse(ACCOUNTS[0])) {
  const sent: Sent[] = []
  const record = async (url: URL, request: Request) => {
    const body = request.method === 'POST' ? await request.text() : ''
    sent.push({ method: request.method, path: url.pathname, query: url.search, body: body ? JSON.parse(body) : null })
  }
  const answers: Record<string, (url: URL, request: Request) => Promise<unknown>> = {
    '/api/admin/users': async (url, request) => {
      await record(url, request)
      return { items: ACCOUNTS, total: ACCOUNTS.length, page: 1, page_size: 50 }
    },
    '/api/reference': async () => ({ barangays: BARANGAYS }),
  }
  for (const id of [1, 3, 4, 5, 6]) {
    for (const action of ['approve', 'reject', 'role', 'disable', 'enable', 'password-reset']) {
      answers[`/api/admin/users/${id}/${action}`] = async (url, request) => {
        await record(url, request)
        return post(url.pathname)
      }
    }
  }
  answerByPath(answers)
  return {
    lists: () => sent.filter((s) => s.method === 'GET').map((s) => s.query),
    posts: () => sent.filter((s) => s.method === 'POST').map(({ path, body }) => ({ path, body })),
  }
}

function renderUsers(path = '/admin/users') {
  return renderScreen(<UsersPage />, { path, session: sessionAs('ipmr') })
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })

describe('Administration → Users', () => {
  it('lists every account with its details, pending first, and offers each what fits it', async () => {
    server()
    renderUsers()
    const table = await screen.findByRole('table', {}, FIRST_DATA)
    await within(table).findByText('Rosa Lim')
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name', 'Email', 'Role', 'Status', 'Created', 'Last sign-in', 'Actions',
    ])
    expect(screen.getByText('Showing 1–5 of 5 accounts')).toHaveAttribute('role', 'status')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Rosa Lim', 'Test ipmr (you)', 'Datu Malaya', 'Ana Santos', 'Lito Cruz',
    ])
    const buttons = (name: string) => within(row(name)).getAllByRole('button').map((b) => b.textContent)
    expect(buttons('Rosa Lim')).toEqual(['Approve for Rosa Lim', 'Reject for Rosa Lim'])
    expect(within(row('Rosa Lim')).getByText('Pending')).toBeInTheDocument()
    // Your own account: only the reset email (the server refuses the rest too).
    expect(buttons('Test ipmr')).toEqual(['Send password reset email for Test ipmr'])
    expect(buttons('Datu Malaya')).toEqual([
      'Change role for Datu Malaya', 'Disable for Datu Malaya', 'Send password reset email for Datu Malaya',
    ])
    expect(buttons('Ana Santos')).toEqual([
      'Change role for Ana Santos', 'Enable for Ana Santos', 'Send password reset email for Ana Santos',
    ])
    expect(within(row('Datu Malaya')).getByText('Never')).toBeInTheDocument()
  })

  it('filters by status and role and searches by name or email on the server, back at page 1', async () => {
    const api = server()
    const { router } = renderUsers('/admin/users?page=2')
    await screen.findByRole('table', {}, FIRST_DATA)
    await waitFor(() => expect(api.lists()).toEqual(['?page=2&page_size=50']))
    const user = userEvent.setup()

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending')
    await waitFor(() => expect(api.lists().at(-1)).toBe('?page=1&page_size=50&status=pending'))
    await user.selectOptions(screen.getByLabelText('Role'), 'Chieftain')
    await waitFor(() => expect(api.lists().at(-1)).toBe('?page=1&page_size=50&status=pending&role=chieftain'))
    await user.type(screen.getByLabelText('Search name or email'), 'rosa@')
    await waitFor(() => expect(api.lists().at(-1)).toBe('?page=1&page_size=50&status=pending&role=chieftain&q=rosa%40'))
    // Each letter did not make a request of its own.
    expect(api.lists().filter((q) => q.includes('q='))).toHaveLength(1)
    expect(router.state.location.search).toBe('?status=pending&role=chieftain&q=rosa%40')
  })

  it('shows the earlier search in the box after Back, as the table does', async () => {
    const api = server()
    const { router } = renderUsers('/admin/users?q=ana')
    const box = await screen.findByLabelText('Search name or email', {}, FIRST_DATA)
    expect(box).toHaveValue('ana')
    const user = userEvent.setup()
    await user.clear(box)
    await user.type(box, 'rosa{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?q=rosa'))
    await waitFor(() => expect(api.lists().at(-1)).toBe('?page=1&page_size=50&q=rosa'))

    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?q=ana')
    expect(box).toHaveValue('ana')
    await waitFor(() => expect(api.lists().at(-1)).toBe('?page=1&page_size=50&q=ana'))
  })

  it('approves a pending account as another role than the one it asked for, and says so', async () => {
    const api = server(() => jsonResponse({ ...ACCOUNTS[0], status: 'active', role: 'chieftain', role_label: 'Chieftain' }))
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Approve for Rosa Lim' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Approve account' })
    expect(dialog).toHaveTextContent('Rosa Lim (rosa@example.com) asked to be IPMR.')
    const role = within(dialog).getByLabelText('Approve as')
    expect(role).toHaveValue('ipmr') // the role asked for, unless the IPMR picks another
    await user.selectOptions(role, 'Chieftain')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))

    expect(await screen.findByText('Rosa Lim was approved as Chieftain.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.posts()).toEqual([{ path: '/api/admin/users/5/approve', body: { role: 'chieftain' } }])
    await waitFor(() => expect(api.lists()).toHaveLength(2)) // the table is asked for again
  })

  it("shows the server's refusal in the dialog and keeps the choice", async () => {
    server(() => jsonResponse({ error: KEEP_ONE_IPMR, detail: null }, 409))
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Change role for Datu Malaya' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Change role' })
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'user')
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KEEP_ONE_IPMR)
    expect(within(dialog).getByLabelText('New role')).toHaveValue('user')
    expect(screen.queryByText(/is now/)).not.toBeInTheDocument()
  })

  it('rejects a pending account only after the confirm', async () => {
    const api = server(() => new Response(null, { status: 204 }))
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Reject for Rosa Lim' }, FIRST_DATA))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject account' })
    expect(dialog).toHaveTextContent('Reject the account of Rosa Lim (rosa@example.com)? The account will be deleted.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.posts()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Reject for Rosa Lim' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('The account of Rosa Lim was rejected.')).toBeInTheDocument()
    expect(api.posts()).toEqual([{ path: '/api/admin/users/5/reject', body: null }])
  })

  it('disables after the confirm, enables at once, and sends the reset email with the server\'s notice', async () => {
    const api = server((path) =>
      path.endsWith('password-reset')
        ? jsonResponse({ message: 'A password reset email has been sent to ipmr@example.com.' })
        : jsonResponse(ACCOUNTS[2]),
    )
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Disable for Datu Malaya' }, FIRST_DATA))
    const dialog = screen.getByRole('alertdialog', { name: 'Disable account' })
    expect(dialog).toHaveTextContent('They are signed out at once and cannot log in until the account is enabled again.')
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }))
    expect(await screen.findByText('Datu Malaya was disabled.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Enable for Ana Santos' }))
    expect(await screen.findByText('Ana Santos was enabled.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send password reset email for Test ipmr' }))
    expect(await screen.findByText('A password reset email has been sent to ipmr@example.com.')).toBeInTheDocument()
    expect(api.posts().map((p) => p.path)).toEqual([
      '/api/admin/users/3/disable',
      '/api/admin/users/4/enable',
      '/api/admin/users/1/password-reset',
    ])
  })

  it("shows a refused direct action's message as an error notice", async () => {
    server(() => jsonResponse({ error: 'This account is not disabled.', detail: null }, 409))
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Enable for Ana Santos' }, FIRST_DATA))
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not disabled.')
  })
})

describe('Administration → Users: encoders and their barangays', () => {
  it("shows an encoder's role with its barangays, and filters by the Encoder role", async () => {
    const api = server()
    renderUsers()
    await within(await screen.findByRole('table', {}, FIRST_DATA)).findByText('Lito Cruz')
    expect(within(row('Lito Cruz')).getByRole('cell', { name: /^Encoder/ })).toHaveTextContent('EncoderBarangays: Ajos, Bolo')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Role'), 'Encoder')
    await waitFor(() => expect(api.lists().at(-1)).toBe('?page=1&page_size=50&role=encoder'))
  })

  it('approves an account as Encoder with the barangays ticked (found and ticked by keyboard)', async () => {
    const api = server(() => jsonResponse({ ...ACCOUNTS[0], status: 'active', role: 'encoder', role_label: 'Encoder' }))
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Approve for Rosa Lim' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Approve account' })
    expect(within(dialog).queryByRole('group', { name: 'Barangays' })).not.toBeInTheDocument() // only for an encoder
    await user.selectOptions(within(dialog).getByLabelText('Approve as'), 'Encoder')
    const picker = await within(dialog).findByRole('group', { name: 'Barangays' })
    // None chosen yet: allowed, and the dialog says what it means.
    expect(within(picker).getByText('With no barangay, this account will see no person until it is given one.')).toBeInTheDocument()
    await user.tab() // from the role to Find a barangay
    expect(within(picker).getByLabelText('Find a barangay')).toHaveFocus()
    await user.keyboard('bo')
    expect(within(picker).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Bolo'])
    await user.tab()
    expect(within(picker).getByRole('checkbox', { name: 'Bolo' })).toHaveFocus()
    await user.keyboard(' ')
    await user.clear(within(picker).getByLabelText('Find a barangay'))
    await user.click(within(picker).getByRole('checkbox', { name: 'Ajos' }))
    expect(within(picker).getByText('2 chosen: Ajos, Bolo')).toBeInTheDocument()
    expect(within(picker).queryByText(/will see no person/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))

    expect(await screen.findByText('Rosa Lim was approved as Encoder.')).toBeInTheDocument()
    expect(api.posts()).toEqual([{ path: '/api/admin/users/5/approve', body: { role: 'encoder', barangays: ['Ajos', 'Bolo'] } }])
  })

  it("changes an encoder's barangays in the role dialog, and shows the server's refusal at the picker", async () => {
    const api = server(() =>
      jsonResponse(
        { error: 'Validation failed', code: 'validation', detail: { fields: { barangays: 'Choose one of the 46 barangays.' } } },
        422,
      ),
    )
    renderUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Change role for Lito Cruz' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Change role' })
    expect(within(dialog).getByLabelText('New role')).toHaveValue('encoder')
    const picker = await within(dialog).findByRole('group', { name: 'Barangays' })
    expect(within(picker).getByRole('checkbox', { name: 'Ajos' })).toBeChecked()
    expect(within(picker).getByRole('checkbox', { name: 'Bolo' })).toBeChecked()
    await user.click(within(picker).getByRole('checkbox', { name: 'Ajos' }))
    await user.click(within(picker).getByRole('checkbox', { name: 'San Roque' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }))

    expect(await within(picker).findByText('Choose one of the 46 barangays.')).toBeInTheDocument()
    expect(picker).toHaveAccessibleDescription(/Choose one of the 46 barangays\./)
    expect(within(picker).getByRole('checkbox', { name: 'San Roque' })).toBeChecked() // the choice is kept
    expect(api.posts()).toEqual([{ path: '/api/admin/users/6/role', body: { role: 'encoder', barangays: ['Bolo', 'San Roque'] } }])
  })
})

describe('Administration → Users on a phone', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows one card per account with its details and actions instead of the table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    server()
    renderUsers()
    const card = await screen.findByRole('listitem', { name: 'Rosa Lim' }, FIRST_DATA)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(card).toHaveTextContent('rosa@example.com')
    expect(card).toHaveTextContent('Pending')
    expect(within(card).getByRole('button', { name: 'Approve for Rosa Lim' })).toBeInTheDocument()
  })
})
