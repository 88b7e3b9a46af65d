import 'fake-indexeddb/auto'

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { sessionAs } from '@/test/render-routes'

import { MasterListPage } from './master-list-page'
import { callsTo, resetRoutes, route } from './test/fake-api'
import { defaultRoutes, makePerson } from './test/fixtures'
import { renderWithProviders } from './test/render'

// Full forms and tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const SENT = 'Sent to the IPMR for approval.'

/** GET /api/session of an encoder of Ajos and Tuhian. */
function encoderSession() {
  const session = sessionAs('encoder')
  return { ...session, user: { ...session.user!, barangays: ['Ajos', 'Tuhian'] } }
}

function proposal(id: number, kind: 'add' | 'edit' | 'delete', personId: number | null = null) {
  return {
    id,
    kind,
    state: 'submitted',
    person_id: personId,
    person_name: 'Dela Cruz, Juan',
    barangay: 'Ajos',
    base_version: personId === null ? null : 3,
    author: { id: 1, display_name: 'Test encoder' },
    decided_by: null,
    decided_at: null,
    reason: null,
    submitted_at: '2026-11-25T03:00:00Z',
    created_at: '2026-11-25T03:00:00Z',
    updated_at: '2026-11-25T03:00:00Z',
    client_id: null,
    has_photo: false,
  }
}

const juan = makePerson({ id: 1, first_name: 'Juan', last_name: 'Dela Cruz', version: 3 })

function asEncoder() {
  defaultRoutes('user', [juan])
  route('GET', '/api/session', { body: encoderSession() })
  route('POST', '/api/proposals', (call) => {
    const body = call.body as { kind: 'add' | 'edit' | 'delete'; person_id?: number }
    return { status: 201, body: proposal(77, body.kind, body.person_id ?? null) }
  })
  route('POST', '/api/proposals/:id/photo', { body: { ...proposal(77, 'add'), has_photo: true } })
}

/** The master list, once its row is there (the first render of a file waits for its modules on a busy machine). */
async function renderList() {
  const view = renderWithProviders(<MasterListPage />, { url: '/total-population', path: '/total-population' })
  await screen.findByText('1. Dela Cruz, Juan', {}, { timeout: 15_000 })
  return view
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog)
  await user.type(form.getByLabelText('Last Name'), 'Dela Cruz')
  await user.type(form.getByLabelText('First Name'), 'Juan')
  fireEvent.change(form.getByLabelText('Date of Birth'), { target: { value: '1990-05-17' } })
  await user.selectOptions(form.getByLabelText('Barangay'), 'Ajos')
  await user.type(form.getByLabelText('Household Members'), '4')
  await user.type(form.getByLabelText('Contact Number'), '0917 123 4567')
}

beforeEach(() => resetRoutes())

describe("an encoder's Add, Edit and Delete are proposals", () => {
  it('shows Add New, Edit and Delete to an encoder', async () => {
    asEncoder()
    await renderList()
    expect(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument()
  })

  it('Add proposes the values, then uploads the photo to the proposal; the notice says so, the form closes, the list stays', async () => {
    const user = userEvent.setup({ delay: null })
    asEncoder()
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
    await within(dialog).findByLabelText('Last Name')
    expect(within(dialog).getByText(/what you save here goes to the IPMR for approval/)).toBeInTheDocument()
    await fillRequired(user, dialog)
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'me.png', { type: 'image/png' }))
    const listReads = callsTo('GET', '/api/people').length
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Add New Indigenous Person' })).not.toBeInTheDocument()
    const [sent] = callsTo('POST', '/api/proposals')
    expect(sent.body).toEqual({
      kind: 'add',
      values: expect.objectContaining({
        last_name: 'Dela Cruz',
        first_name: 'Juan',
        date_of_birth: '1990-05-17',
        barangay: 'Ajos',
        household_members: 4,
        contact_number: '+639171234567',
        family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
      }),
    })
    const [photo] = callsTo('POST', '/api/proposals/77/photo')
    expect((photo.body as FormData).get('photo')).toHaveProperty('type', 'image/png')
    // Nothing went to the registry, and the list was not even asked again.
    expect(callsTo('POST', '/api/people')).toHaveLength(0)
    expect(callsTo('GET', '/api/people')).toHaveLength(listReads)
    expect(screen.getByText('1. Dela Cruz, Juan')).toBeInTheDocument()
  })

  it('Edit proposes the changed values on the version shown', async () => {
    const user = userEvent.setup({ delay: null })
    asEncoder()
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit IP Information' })
    const occupation = await within(dialog).findByLabelText('Occupation')
    await user.clear(occupation)
    await user.type(occupation, 'Fisher')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Edit IP Information' })).not.toBeInTheDocument()
    const [sent] = callsTo('POST', '/api/proposals')
    expect(sent.body).toEqual({
      kind: 'edit',
      person_id: 1,
      base_version: 3,
      values: expect.objectContaining({ occupation: 'Fisher', last_name: 'Dela Cruz', barangay: 'Ajos' }),
    })
    expect(callsTo('PUT', '/api/people/1')).toHaveLength(0)
  })

  it('Delete proposes the delete on the version shown; the person stays in the list', async () => {
    const user = userEvent.setup({ delay: null })
    asEncoder()
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Delete Juan Dela Cruz' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Person' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))

    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(callsTo('POST', '/api/proposals')[0].body).toEqual({ kind: 'delete', person_id: 1, base_version: 3 })
    expect(callsTo('DELETE', '/api/people/1')).toHaveLength(0)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByText('1. Dela Cruz, Juan')).toBeInTheDocument()
  })

  it('says so in Filipino too', async () => {
    const user = userEvent.setup({ delay: null })
    await i18n.changeLanguage('fil')
    try {
      asEncoder()
      await renderList()
      await user.click(await screen.findByRole('button', { name: 'Burahin si Juan Dela Cruz' }))
      const dialog = screen.getByRole('alertdialog', { name: 'Burahin ang Rekord' })
      await user.click(within(dialog).getByRole('button', { name: 'Oo' }))
      expect(await screen.findByText('Ipinadala sa IPMR para aprubahan.')).toBeInTheDocument()
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it("a barangay outside the encoder's: the server's message, the form open and the typing kept", async () => {
    const user = userEvent.setup({ delay: null })
    asEncoder()
    const message = 'You can only propose records for your barangays (Ajos, Tuhian).'
    route('POST', '/api/proposals', { status: 403, body: { error: message, code: 'proposals.outside_scope', params: { barangays: 'Ajos, Tuhian' }, detail: null } })
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
    await within(dialog).findByLabelText('Last Name')
    await fillRequired(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    const barangay = within(dialog).getByLabelText('Barangay')
    await waitFor(() => expect(barangay).toHaveAttribute('aria-invalid', 'true'))
    expect(barangay).toHaveAccessibleDescription(message)
    expect(screen.getByRole('dialog', { name: 'Add New Indigenous Person' })).toBeInTheDocument()
    expect(screen.getByLabelText('Last Name')).toHaveValue('Dela Cruz')
    expect(screen.getByLabelText('First Name')).toHaveValue('Juan')
    expect(screen.getByLabelText('Contact Number')).toHaveValue('+639171234567')
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()
  })

  it("a proposal's invalid values: the server's messages at their fields", async () => {
    const user = userEvent.setup({ delay: null })
    asEncoder()
    const problem = 'Household Members must be between 1 and 50.'
    route('POST', '/api/proposals', { status: 422, body: { error: problem, detail: { fields: { household_members: problem } } } })
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
    await within(dialog).findByLabelText('Last Name')
    await fillRequired(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    const household = screen.getByLabelText('Household Members')
    await waitFor(() => expect(household).toHaveAttribute('aria-invalid', 'true'))
    expect(household).toHaveAccessibleDescription(problem)
    expect(screen.getByLabelText('Last Name')).toHaveValue('Dela Cruz')
  })

  it("offers only the encoder's barangays in the list's filter and the form", async () => {
    const user = userEvent.setup({ delay: null })
    asEncoder()
    await renderList()
    const filter = await screen.findByRole('combobox', { name: /barangay/i })
    await waitFor(() => expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toContain('Tuhian'))
    expect(within(filter).getAllByRole('option').map((o) => o.textContent).slice(1)).toEqual(['Ajos', 'Tuhian'])
    await user.click(screen.getByRole('button', { name: 'Add New' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
    const choice = await within(dialog).findByLabelText('Barangay')
    expect(within(choice).getAllByRole('option').map((o) => o.textContent).filter((name) => name !== '')).toEqual(
      expect.arrayContaining(['Ajos', 'Tuhian']),
    )
    expect(within(choice).queryByRole('option', { name: 'Anusan' })).not.toBeInTheDocument()
    expect(within(choice).queryByRole('option', { name: 'San Roque' })).not.toBeInTheDocument()
  })
})

describe("an IPMR's Add is unchanged", () => {
  it('posts the person to /api/people and says it was added', async () => {
    const user = userEvent.setup({ delay: null })
    defaultRoutes('ipmr', [juan])
    route('POST', '/api/people', (call) => ({ status: 201, body: makePerson({ id: 41, ...(call.body as object) }) }))
    await renderList()
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
    await within(dialog).findByLabelText('Last Name')
    await fillRequired(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    expect(await screen.findByText('Person added successfully!')).toBeInTheDocument()
    expect(callsTo('POST', '/api/people')).toHaveLength(1)
    expect(callsTo('POST', '/api/proposals')).toHaveLength(0)
    expect(screen.queryByText(/goes to the IPMR for approval/)).not.toBeInTheDocument()
    // The IPMR's form stays open for the next person.
    expect(screen.getByRole('dialog', { name: 'Add New Indigenous Person' })).toBeInTheDocument()
  })
})
